/** The 'Stay Connected' prompt shows while the browser has not been asked, until 'Not Now'. */
export function shouldShowPrompt(
  permission: NotificationPermission | 'unsupported',
  dismissed: boolean,
): boolean {
  return permission === 'default' && !dismissed;
}

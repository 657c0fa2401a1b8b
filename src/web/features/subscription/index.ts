/** What other screens use from the subscription feature (the dashboard: banner, dialog, the 402 check). */
export { isPaymentRequiredError, subscriptionKeys, useSubscriptionStatus } from './api';
export { chooseUpgradeTrigger, type UpgradeTrigger } from './choose-upgrade-trigger';
export { SubscriptionBanner, type SubscriptionBannerProps } from './subscription-banner';
export { UpgradeDialog, useUpgradeDialog, type UpgradeDialogProps } from './upgrade-dialog';
export { useCheckoutReturn } from './use-checkout-return';

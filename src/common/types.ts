/** JSON shapes the API returns (SPEC §3). The server's presenters produce exactly these. */

export interface PublicUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  darkMode: 'light' | 'dark';
  createdAt: string;
  /** SPEC §3 reads the string 'true' as banned. */
  isBanned: 'true' | 'false';
  lastActiveAt: string | null;
}

/** What other people see of a user: never their preferences or ban state. */
export interface UserSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
}

export interface ApiError {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

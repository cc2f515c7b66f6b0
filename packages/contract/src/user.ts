import type { Tier } from './plans';

/** The User projection (api-contract §1.5): the only shape of a user that leaves the server. */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  country: string | null;
  phone: string | null;
  profilePicture: string | null;
  subscription: Tier;
  subscriptionExpiresAt: string | null;
  hasVerifiedBadge: boolean;
  isVerified: boolean;
  hasPassword: boolean;
  googleLinked: boolean;
  createdAt: string;
}

export interface Session {
  token: string;
  user: User;
}

/** Claims of the session JWT (api-contract §1.4). The client decodes userId and email. */
export interface SessionClaims {
  userId: string;
  email: string;
  typ: 'session';
  tv: number;
  /** The signed-in device's session (decision 034). */
  sid: string;
  iat: number;
  exp: number;
}

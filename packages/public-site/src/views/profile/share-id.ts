/** The id of the share dialog, and the fragment that opens it without JavaScript. */
export const SHARE_ID = 'share';

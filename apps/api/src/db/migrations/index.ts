import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';
import * as profile from './0002-profile';
import * as notifications from './0003-notifications';
import * as pages from './0004-pages';
import * as gallery from './0005-gallery';
import * as resumes from './0006-resumes';
import * as socialLinkRelMe from './0007-social-link-rel-me';
import * as pendingPassword from './0008-pending-password';
import * as analytics from './0009-analytics';
import * as subscriptions from './0010-subscriptions';
import * as twoFactor from './0011-two-factor';
import * as resumeDownloadVisitors from './0014-resume-download-visitors';
import * as scheduledJobs from './0015-scheduled-jobs';
import * as mailLanguage from './0016-mail-language';
import * as galleryFullOrderIndex from './0017-gallery-full-order-index';
import * as galleryVisibleCategoryIndex from './0018-gallery-visible-category-index';
import * as renderedDocuments from './0019-rendered-documents';
import * as sessionsAndRecovery from './0020-sessions-and-recovery';
import * as mediaKeyIndexes from './0021-media-key-indexes';
import * as portfolioLooks from './0023-portfolio-looks';
import * as linkButtons from './0024-link-buttons';
import * as profileGallery from './0025-profile-gallery';
import * as shareCards from './0026-share-cards';
import * as billingRenewals from './0027-billing-renewals';
import * as linkVerification from './0028-link-verification';
import * as scheduledPublishing from './0029-scheduled-publishing';
import * as customDomains from './0030-custom-domains';
import * as socialLinkSchedule from './0031-social-link-schedule';

/** Every migration, in order. Add new ones here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-profile': profile,
  '0003-notifications': notifications,
  '0004-pages': pages,
  '0005-gallery': gallery,
  '0006-resumes': resumes,
  '0007-social-link-rel-me': socialLinkRelMe,
  '0008-pending-password': pendingPassword,
  '0009-analytics': analytics,
  '0010-subscriptions': subscriptions,
  '0011-two-factor': twoFactor,
  '0014-resume-download-visitors': resumeDownloadVisitors,
  '0015-scheduled-jobs': scheduledJobs,
  '0016-mail-language': mailLanguage,
  '0017-gallery-full-order-index': galleryFullOrderIndex,
  '0018-gallery-visible-category-index': galleryVisibleCategoryIndex,
  '0019-rendered-documents': renderedDocuments,
  '0020-sessions-and-recovery': sessionsAndRecovery,
  '0021-media-key-indexes': mediaKeyIndexes,
  '0023-portfolio-looks': portfolioLooks,
  '0024-link-buttons': linkButtons,
  '0025-profile-gallery': profileGallery,
  '0026-share-cards': shareCards,
  '0027-billing-renewals': billingRenewals,
  '0028-link-verification': linkVerification,
  '0029-scheduled-publishing': scheduledPublishing,
  '0030-custom-domains': customDomains,
  '0031-social-link-schedule': socialLinkSchedule,
};

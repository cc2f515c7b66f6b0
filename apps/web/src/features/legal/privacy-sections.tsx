import type { LegalSection } from './legal-document';

/** The Privacy Policy (spec 2 §1, §2): seven sections, in the order the spec lists them. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'information',
    title: 'Information we collect',
    body: (
      <>
        <p>
          <strong>What you give us:</strong> your e-mail address and password (stored only as a secure hash), and
          whatever you add to your portfolio: name, username, country, phone, bio, tagline, social links, pages, images
          and your resume. If you sign in with Google, we receive your name, e-mail address and profile picture from
          Google.
        </p>
        <p>
          <strong>What we record:</strong> when your portfolio, pages or gallery are viewed and when your links are
          clicked, with the visitor&apos;s country and device type. When you pay, our payment provider Paystack handles
          your card details; we keep only the payment reference, amount and status.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <p>
        To run your account and publish your portfolio as you set it up, to send the e-mails the service needs
        (verification and password-reset codes, security notices), to show you your statistics, to process
        subscriptions, and to keep SparkLink secure and working.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing',
    body: (
      <>
        <p>We do not sell your information. What you publish on your portfolio is visible to anyone with its link.</p>
        <p>
          Otherwise we share only what is needed with the services that run SparkLink for us (hosting, e-mail delivery,
          Paystack for payments, Google when you choose Google sign-in), or when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored as one-way hashes, never as text. Connections are encrypted, sign-in attempts and codes are
        limited to stop guessing, and resetting your password signs out every other session. No system is perfectly
        secure, so use a strong password you do not use elsewhere.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>You can, at any time:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>access the information we hold about you;</li>
          <li>correct it from your profile and settings;</li>
          <li>delete your account, which removes your portfolio and everything in it;</li>
          <li>
            export your portfolio data: Settings → Export my data downloads your profile, links, pages, gallery, resume,
            settings, payment history and visit counts as one archive, which you can import into a new SparkLink
            account.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and analytics',
    body: (
      <p>
        We use your browser&apos;s localStorage to keep you signed in; signing out clears it. A short-lived cookie is
        set only while a Google sign-in is in progress. We count visits to portfolios anonymously and do not store
        visitors&apos; IP addresses. We use no advertising or third-party tracking cookies.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about your information or this policy? Choose Help &amp; Support in the user menu of your dashboard
        and tell us what you need.
      </p>
    ),
  },
];

import type { LegalSection } from './legal-document';

/** The Terms of Service (spec 2 §1, §2): eight sections, in the order the spec lists them. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account or using SparkLink you agree to these terms. If you do not agree, do not use the service.
        We may change these terms; when we do, we update the date at the top of this page, and continuing to use
        SparkLink after a change means you accept it.
      </p>
    ),
  },
  {
    id: 'description',
    title: 'What SparkLink is',
    body: (
      <p>
        SparkLink lets you build a public portfolio at an address based on your username: a profile, custom pages, an
        image gallery, a resume and your social links, with statistics on how often they are viewed. Visitors can see
        what you publish without an account.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>You must be at least 13 years old to use SparkLink. You may hold one free account per person or entity.</p>
        <p>
          Give us a real e-mail address and keep your password to yourself: you are responsible for everything done with
          your account. Tell us straight away if you think someone else has used it.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Content guidelines',
    body: (
      <>
        <p>
          You keep ownership of what you upload and publish, and you give us permission to store it and show it to
          visitors as you have set it up. Only publish material you have the right to share.
        </p>
        <p>
          Do not publish anything illegal, hateful, harassing, sexually explicit, misleading or that infringes someone
          else&apos;s rights, and do not use SparkLink to spread malware or spam. We may remove content that breaks
          these rules.
        </p>
      </>
    ),
  },
  {
    id: 'plans',
    title: 'Subscription plans',
    body: (
      <>
        <p>
          Starter is free. Rise and Blaze are paid plans, priced and billed in Ghana cedi (GH₵), monthly or yearly, in
          advance for each billing period.
        </p>
        <p>
          Payments are non-refundable. You can cancel at any time; you keep the paid features until the end of the
          period you have already paid for, and then your account returns to the Starter plan.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>How we collect and use your information is described in our Privacy Policy, which is part of these terms.</p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You can delete your account at any time from your settings; this removes your portfolio and its content. We may
        suspend or close an account that breaks these terms or puts other users or the service at risk.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Choose Help &amp; Support in the user menu of your dashboard and tell us what you
        need.
      </p>
    ),
  },
];

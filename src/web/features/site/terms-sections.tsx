import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PRO_PRICE_LABEL, TRIAL_DAYS } from '@common/constants';

export interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

const link = 'font-medium text-brand-700 underline underline-offset-4 dark:text-blue-300';

/** /terms: the ten sections, in the spec's order. */
export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of terms',
    body: (
      <>
        <p>
          By creating an account or using Parley (the &ldquo;Service&rdquo;), you agree to these Terms of
          Service and to the privacy practices described in section 4. If you do not agree, do not use the
          Service.
        </p>
        <p>
          You must be at least 13 years old to use Parley. If you are under the age of majority where you
          live, a parent or guardian must agree to these terms on your behalf.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Description of the service',
    body: (
      <>
        <p>
          Parley is a messaging application for one-to-one and group conversations. Before a message is sent,
          an AI writing assistant may suggest a calmer, clearer version. You choose whether to send the
          suggestion, your original text, or an edited version. Parley also offers suggested replies, conflict
          coaching and conversation summaries.
        </p>
        <p>
          New accounts start with a {TRIAL_DAYS}-day free trial. After the trial, continued use of the AI
          features requires a Pro subscription at {PRO_PRICE_LABEL} per month, billed through a card payment
          provider that complies with PCI DSS. You can cancel at any time; access continues until the end of
          the period you have paid for. Parley never stores your card details.
        </p>
      </>
    ),
  },
  {
    id: 'responsibilities',
    title: 'User responsibilities',
    body: (
      <>
        <p>
          You are responsible for everything you send, whether or not you accepted a suggestion. You agree not
          to:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>harass, threaten or intimidate anyone, or send content that is unlawful or hateful;</li>
          <li>impersonate another person or invite people who have not agreed to hear from you;</li>
          <li>try to access other people&rsquo;s accounts or conversations, or disrupt the Service;</li>
          <li>use the Service to send spam or automated bulk messages.</li>
        </ul>
        <p>Keep your password to yourself and tell us promptly if you think your account has been misused.</p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy and data',
    body: (
      <>
        <p>
          We collect what we need to run the Service: your name, e-mail address, password (stored only as a
          one-way hash, never as you typed it), profile photo if you add one, your messages and their
          versions, and basic usage data such as when you were last active.
        </p>
        <p>
          Messages are encrypted in transit between your device and our servers (HTTPS). They are{' '}
          <strong>not end-to-end encrypted</strong>: to suggest rewrites, replies and summaries, the assistant
          reads message text on our servers, and, if the operator has configured an external AI provider, that
          text is sent to it for processing. Stored messages are kept with time stamps and their original,
          suggested and sent versions so the record is complete.
        </p>
        <p>
          We do not sell your personal data. We share it only with the providers that run the Service
          (hosting, e-mail, payments and, where configured, AI processing) or when the law requires it. You
          can ask us to export or delete your data by contacting us (section 10); some records may be kept
          longer where the law or a legal hold requires.
        </p>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'AI limitations',
    body: (
      <>
        <p>
          The assistant&rsquo;s suggestions are generated automatically. They can be wrong, miss context,
          change your meaning or fail to notice something hurtful. Always read a suggestion before you send
          it.
        </p>
        <p>
          Parley is a communication tool. It is <strong>not legal advice</strong>, and it is not therapy,
          counselling or mediation. If you are in danger, contact your local emergency services.
        </p>
      </>
    ),
  },
  {
    id: 'ip',
    title: 'Intellectual property',
    body: (
      <>
        <p>
          You keep ownership of the messages you write. You give us a limited licence to store, process and
          display them only as needed to provide the Service to you and the people you talk to.
        </p>
        <p>
          The Parley name, logo, software and design belong to us and our licensors. You may not copy, modify
          or resell them except as the law allows.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          The Service is provided &ldquo;as is&rdquo;. We work to keep it available and accurate, but we do
          not promise that it will be uninterrupted or error-free, or that any suggestion will have a
          particular effect on a conversation.
        </p>
        <p>
          Parley keeps time-stamped, versioned records of messages, but it is{' '}
          <strong>not court-approved in every jurisdiction</strong>; whether a court accepts such records
          varies by jurisdiction. Ask a lawyer before relying on them in legal proceedings.
        </p>
        <p>
          To the extent the law allows, our total liability to you for any claim is limited to the amount you
          paid us in the twelve months before the claim. Nothing in these terms limits rights you have under
          consumer law that cannot be waived.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          You may stop using Parley and cancel your subscription at any time. We may suspend or close an
          account that breaks these terms, puts others at risk or is used unlawfully; where reasonable, we
          will tell you why.
        </p>
        <p>
          When an account is closed, the other people in your conversations keep their copies of the messages
          you exchanged with them.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the Service changes. We will change the &ldquo;Last updated&rdquo; date
        above and, for significant changes, tell you in the app or by e-mail before they take effect. If you
        keep using Parley after that, you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms or your data? Open a ticket in the{' '}
        <a href="/support" className={link}>
          Support Center
        </a>{' '}
        and we will get back to you. You can also{' '}
        <Link href="/about" className={link}>
          learn more about Parley
        </Link>
        .
      </p>
    ),
  },
];

import type { CustomDomainState } from '@sparklink/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomDomain, aDomainState, CUSTOM_DOMAIN_ROUTE } from '../../test/custom-domain-fakes';
import { fail, ok, type Route } from '../../test/owner-fakes';
import { holdRequests } from './test/hold-requests';
import { renderSettings } from './test/render-settings';

const GET = `GET ${CUSTOM_DOMAIN_ROUTE}`;
const PUT = `PUT ${CUSTOM_DOMAIN_ROUTE}`;
const CHECK = `POST ${CUSTOM_DOMAIN_ROUTE}/check`;
const DELETE = `DELETE ${CUSTOM_DOMAIN_ROUTE}`;
const TOKEN = aCustomDomain().records[1]!.value;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The settings screen with GET answering `state`; resolves with the section once it has loaded. */
async function renderSection(state: CustomDomainState, api: Record<string, Route> = {}) {
  const view = renderSettings({ api: { [GET]: ok(state), ...api } });
  const section = await screen.findByRole('region', { name: 'Custom domain' });
  await waitFor(() => expect(within(section).queryByText('Loading your domain…')).not.toBeInTheDocument());
  return { ...view, section: within(section) };
}

describe('settings: custom domain, what the server and the plan allow', () => {
  it('says in one sentence that this server offers none, and where the portfolio is', async () => {
    const { section } = await renderSection(aDomainState({ available: false, allowed: true }));
    expect(
      section.getByText(
        'This server does not offer custom domains, so your portfolio stays at its SparkLink address:',
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
    expect(section.getByRole('link', { name: `${window.location.origin}/public/ama` })).toHaveAttribute(
      'href',
      '/public/ama',
    );
    expect(section.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('tells a Starter or Rise owner what it is and links to the plans screen', async () => {
    const user = userEvent.setup();
    const { section, calls } = await renderSection(aDomainState({ allowed: false }));
    expect(
      section.getByText(
        'Your own domain is part of the Blaze plan: your portfolio at an address such as me.example.com, with the DNS records to create shown here.',
      ),
    ).toBeInTheDocument();
    expect(section.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(section.getByRole('link', { name: 'See the Blaze plan' }));
    expect(await screen.findByText('Plans screen')).toBeInTheDocument();
    expect(calls.sent(PUT)).toEqual([]);
  });

  it('says a domain was disconnected by a downgrade, and how to get it back', async () => {
    const domain = aCustomDomain({ status: 'detached', detachedReason: 'plan' });
    const { section } = await renderSection(aDomainState({ allowed: false, domain }));
    expect(section.getByText('Disconnected')).toBeInTheDocument();
    expect(
      section.getByText(
        'Disconnected because your plan no longer includes your own domain. Your portfolio is back at its SparkLink address, with nothing lost. To reconnect, move to the Blaze plan, then choose Check now.',
      ),
    ).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'See the Blaze plan' })).toBeInTheDocument();
  });

  it('warns a downgraded owner of the day a still-live domain goes', async () => {
    const domain = aCustomDomain({ status: 'verified', detachesAt: '2030-07-26T09:00:00.000Z' });
    const { section } = await renderSection(aDomainState({ allowed: false, domain }));
    expect(
      section.getByText(
        'Your plan no longer includes your own domain: it will be disconnected on July 26, 2030. Move to the Blaze plan to keep it.',
      ),
    ).toBeInTheDocument();
  });
});

describe('settings: connecting a custom domain', () => {
  it('connects the typed domain and shows its records, pending', async () => {
    const user = userEvent.setup();
    const { section, calls } = await renderSection(aDomainState(), {
      [PUT]: ok(aDomainState({ domain: aCustomDomain() })),
    });
    const input = section.getByLabelText('Your domain');
    expect(input).toHaveAttribute('inputmode', 'url');
    expect(input).toHaveAttribute('autocapitalize', 'off');
    expect(input).toHaveAccessibleDescription(
      'For example me.example.com, or a bare example.com. You can connect one domain.',
    );
    await user.type(input, '  me.example.com ');
    await user.click(section.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText('me.example.com added: now create its DNS records')).toBeInTheDocument();
    expect(calls.sent(PUT)).toEqual([{ domain: 'me.example.com' }]);
    expect(section.getByText('Pending')).toBeInTheDocument();
    expect(
      section.getByText(
        'Waiting for your DNS records. Create the records below at your DNS provider, then choose Check now. Changes can take a few hours to show.',
      ),
    ).toBeInTheDocument();
    const records = section.getAllByRole('listitem').filter((item) => item.closest('ul[aria-label="DNS records"]'));
    expect(
      records.map((item) =>
        within(item)
          .getAllByRole('definition')
          .map((field) => field.textContent),
      ),
    ).toEqual([
      ['CNAME', 'me.example.com', 'domains.sparklink.example'],
      ['TXT', '_sparklink.me.example.com', TOKEN],
    ]);
    expect(section.getByText('Not checked yet')).toBeInTheDocument();
    expect(section.queryByLabelText('Your domain')).not.toBeInTheDocument();
  });

  it('asks for a domain before calling the server', async () => {
    const user = userEvent.setup();
    const { section, calls } = await renderSection(aDomainState());
    await user.click(section.getByRole('button', { name: 'Connect' }));
    expect(section.getByRole('alert')).toHaveTextContent('Enter a domain, such as me.example.com.');
    expect(calls.sent(PUT)).toEqual([]);
  });

  it.each([
    [400, 'VALIDATION_ERROR', 'Enter a domain name such as me.example.com'],
    [403, 'PLAN_LIMIT', 'A custom domain is part of the Blaze plan'],
    [409, 'CONFLICT', 'This domain is already connected to another account'],
    [429, 'RATE_LIMITED', 'Too many requests. Please try again later.'],
  ] as const)(
    'shows a %i under the field as the server wrote it, keeping what was typed',
    async (status, code, text) => {
      const user = userEvent.setup();
      const { section } = await renderSection(aDomainState(), { [PUT]: fail(status, code, text) });
      const input = section.getByLabelText('Your domain');
      await user.type(input, 'taken.example.com');
      await user.click(section.getByRole('button', { name: 'Connect' }));
      const error = await section.findByRole('alert');
      expect(error).toHaveTextContent(text);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
      expect(input).toHaveValue('taken.example.com');
    },
  );
});

describe('settings: a connected custom domain', () => {
  it('copies a record value and says so politely', async () => {
    const user = userEvent.setup();
    const { section } = await renderSection(aDomainState({ domain: aCustomDomain() }));
    await user.click(section.getByRole('button', { name: 'Copy the TXT value' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(section.getByRole('button', { name: 'Copied: TXT value' })).toBeInTheDocument();
    expect(section.getByText('TXT value copied')).toHaveAttribute('role', 'status');
    await user.click(section.getByRole('button', { name: 'Copy the CNAME value' }));
    expect(await navigator.clipboard.readText()).toBe('domains.sparklink.example');
    expect(section.getByRole('button', { name: 'Copy the TXT value' })).toBeInTheDocument();
  });

  it('copies through the selection where the Clipboard API is refused (plain HTTP on a phone)', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    const selected: string[] = [];
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: (command: string) => {
        // What a browser copies: the selected text of the page.
        const area = document.querySelector('textarea');
        selected.push(`${command}: ${area?.value.slice(area.selectionStart, area.selectionEnd)}`);
        return true;
      },
    });
    try {
      const { section } = await renderSection(aDomainState({ domain: aCustomDomain() }));
      await user.click(section.getByRole('button', { name: 'Copy the TXT value' }));
      expect(selected).toEqual([`copy: ${TOKEN}`]);
      expect(section.getByRole('button', { name: 'Copied: TXT value' })).toBeInTheDocument();
      expect(document.querySelector('textarea')).toBeNull();
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('says when nothing could be copied, so the owner selects the value', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    try {
      const { section } = await renderSection(aDomainState({ domain: aCustomDomain() }));
      await user.click(section.getByRole('button', { name: 'Copy the CNAME value' }));
      expect(section.getByText('Could not copy. Select the value and copy it yourself.')).toHaveAttribute(
        'role',
        'status',
      );
      expect(section.getByRole('button', { name: 'Copy the CNAME value' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('checks now: the button waits for the answer, then shows what was found instead', async () => {
    const user = userEvent.setup();
    const found = [
      'me.example.com has an A record 203.0.113.7 instead of the CNAME',
      'No TXT record at _sparklink.me.example.com',
    ];
    const checkedAt = new Date().toISOString();
    const { section, calls } = await renderSection(
      aDomainState({ domain: aCustomDomain({ checkedAt: new Date(Date.now() - 5 * 60_000).toISOString() }) }),
      { [CHECK]: ok(aDomainState({ domain: aCustomDomain({ status: 'misconfigured', found, checkedAt }) })) },
    );
    expect(section.getByText('Last checked 5 min ago')).toBeInTheDocument();
    const release = holdRequests(CHECK);
    await user.click(section.getByRole('button', { name: 'Check now' }));
    expect(await section.findByRole('button', { name: 'Checking…' })).toBeDisabled();
    release();

    expect(await section.findByText('Misconfigured')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Check now' })).toBeEnabled();
    expect(
      section.getByText('Your DNS records do not match the ones below yet. We found instead:'),
    ).toBeInTheDocument();
    expect(
      within(section.getByRole('list', { name: 'What we found' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(found);
    expect(section.getByText('Last checked just now')).toBeInTheDocument();
    expect(section.getByText('Checked: Misconfigured')).toHaveAttribute('role', 'status');
    expect(calls.sent(CHECK)).toEqual([undefined]);
  });

  it("shows a refused check's message as the server wrote it", async () => {
    const user = userEvent.setup();
    const { section } = await renderSection(aDomainState({ domain: aCustomDomain() }), {
      [CHECK]: fail(429, 'RATE_LIMITED', 'Too many requests. Please try again later.'),
    });
    await user.click(section.getByRole('button', { name: 'Check now' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(section.getByText('Pending')).toBeInTheDocument();
  });

  it('links a verified domain, and warns when its records stop working', async () => {
    const domain = aCustomDomain({
      status: 'verified',
      verifiedAt: '2030-07-01T09:00:00.000Z',
      detachesAt: '2030-07-26T09:00:00.000Z',
    });
    const { section } = await renderSection(aDomainState({ domain }));
    expect(section.getByText('Verified')).toBeInTheDocument();
    expect(section.getByText('Your portfolio is live at', { exact: false })).toHaveTextContent(
      'Your portfolio is live at https://me.example.com',
    );
    expect(section.getByRole('link', { name: 'https://me.example.com' })).toHaveAttribute(
      'href',
      'https://me.example.com',
    );
    expect(
      section.getByText(
        'Your DNS records stopped working. Fix them, or this domain will be disconnected on July 26, 2030.',
      ),
    ).toBeInTheDocument();
    expect(section.getByText('Keep these records at your DNS provider:')).toBeInTheDocument();
  });

  it('says why a domain was disconnected for its records, and how to reconnect', async () => {
    const domain = aCustomDomain({ status: 'detached', detachedReason: 'dns', detachesAt: null });
    const { section } = await renderSection(aDomainState({ domain }));
    expect(
      section.getByText(
        'Disconnected because its DNS records stopped working for 7 days. Your portfolio is back at its SparkLink address, with nothing lost. To reconnect, create the records below again and choose Check now.',
      ),
    ).toBeInTheDocument();
  });

  it('removes the domain only once confirmed, giving focus back when not', async () => {
    const user = userEvent.setup();
    const { section, calls } = await renderSection(aDomainState({ domain: aCustomDomain() }), {
      [DELETE]: ok(aDomainState()),
    });
    const remove = section.getByRole('button', { name: 'Remove domain' });
    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Remove me.example.com?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your portfolio goes back to its SparkLink address, with nothing lost. You can connect a domain again later.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(calls.sent(DELETE)).toEqual([]);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Remove me.example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    expect(await screen.findByText('me.example.com removed')).toBeInTheDocument();
    expect(calls.sent(DELETE)).toEqual([undefined]);
    expect(section.getByLabelText('Your domain')).toHaveValue('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

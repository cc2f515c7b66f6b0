import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { makePage } from '../test/page-factory';
import { renderPages } from '../test/render-pages';

afterEach(() => vi.unstubAllGlobals());

const titleInput = () => screen.getByLabelText('Title');
const slugInput = () => screen.getByLabelText('Slug');
const saveButton = () => screen.getByRole('button', { name: 'Create Page' });

describe('creating a page', () => {
  it('derives the slug from the title until the slug is edited by hand', async () => {
    const user = userEvent.setup();
    renderPages('/dashboard/pages/new');
    await user.type(titleInput(), 'My Cool Page!');
    expect(slugInput()).toHaveValue('my-cool-page');

    await user.clear(slugInput());
    await user.type(slugInput(), 'cool');
    await user.type(titleInput(), ' Again');
    expect(slugInput()).toHaveValue('cool');
  });

  it('keeps Create Page disabled while the title is empty, and says why while it is', async () => {
    const user = userEvent.setup();
    renderPages('/dashboard/pages/new');
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('Give your page a title to create it.');
    expect(screen.getByText('Give your page a title to create it.')).toBeVisible();
    await user.type(titleInput(), 'A');
    expect(saveButton()).toBeEnabled();
    expect(saveButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Give your page a title to create it.')).not.toBeInTheDocument();
    // Only spaces are no title: the reason comes back.
    await user.clear(titleInput());
    await user.type(titleInput(), '   ');
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('Give your page a title to create it.');
  });

  it('shows the title and slug rules and sends nothing while they fail', async () => {
    const user = userEvent.setup();
    const { calls } = renderPages('/dashboard/pages/new');
    await user.type(titleInput(), 'x');
    await user.clear(titleInput());
    await user.tab();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();

    await user.click(titleInput());
    await user.paste('t'.repeat(101));
    expect(await screen.findByText('Title must be less than 100 characters')).toBeInTheDocument();

    await user.clear(slugInput());
    await user.type(slugInput(), 'Not A Slug');
    await user.tab();
    expect(
      await screen.findByText('Slug can only contain lowercase letters, numbers, and hyphens'),
    ).toBeInTheDocument();
    expect(slugInput()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(slugInput());
    expect(await screen.findByText('Slug is required')).toBeInTheDocument();
    await user.click(saveButton());
    expect(calls.sent('POST /api/pages')).toHaveLength(0);
  });

  it('on STARTER disables password protection and says which plans have it', async () => {
    renderPages('/dashboard/pages/new', { tier: 'STARTER' });
    const protection = screen.getByRole('switch', { name: 'Password protection' });
    expect(protection).toBeDisabled();
    expect(protection).toHaveAccessibleDescription(/Password protection requires a RISE or BLAZE subscription/);
    expect(screen.getByText('Password protection requires a RISE or BLAZE subscription')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/dashboard/subscription');
  });

  it('on RISE requires a password of at least 4 characters once protection is on', async () => {
    const user = userEvent.setup();
    const { calls } = renderPages('/dashboard/pages/new', { tier: 'RISE' });
    await user.type(titleInput(), 'Secret');
    const protection = screen.getByRole('switch', { name: 'Password protection' });
    expect(protection).toBeEnabled();
    await user.click(protection);
    expect(protection).toBeChecked();
    await user.click(saveButton());
    expect(await screen.findByText('Password is required when protection is enabled')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Page password'), 'abc');
    expect(await screen.findByText('Password must be at least 4 characters')).toBeInTheDocument();
    expect(calls.sent('POST /api/pages')).toHaveLength(0);
  });

  it('creates the page with its sections, says so and returns to the list', async () => {
    const created = makePage({ title: 'Work', slug: 'work' });
    const user = userEvent.setup();
    const { router, calls } = renderPages('/dashboard/pages/new', {
      tier: 'RISE',
      api: {
        'POST /api/pages': { status: 201, body: { status: 'SUCCESS', data: { page: created } } },
        'GET /api/pages': ok({ pages: [created] }),
      },
    });
    await user.selectOptions(screen.getByLabelText('Page type'), 'PROJECTS');
    await user.type(titleInput(), 'Work');
    await user.type(screen.getByLabelText('Headline'), 'Things I made');
    await user.type(screen.getByLabelText('Section 1 content'), 'Intro text');
    await user.click(screen.getByRole('button', { name: 'Add item to Section 1' }));
    await user.type(screen.getByLabelText('Section 1 item 1 title'), 'Robot');
    await user.type(screen.getByLabelText('Section 1 item 1 link URL'), 'https://robot.example');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(screen.getByRole('switch', { name: 'Password protection' }));
    await user.type(screen.getByLabelText('Page password'), 'open-sesame');
    await user.click(saveButton());

    expect(await screen.findByText('Page created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/pages'));
    expect(calls.sent('POST /api/pages')).toEqual([
      {
        type: 'PROJECTS',
        title: 'Work',
        slug: 'work',
        isPublished: true,
        isPasswordProtected: true,
        password: 'open-sesame',
        content: {
          headline: 'Things I made',
          sections: [
            // Sent normalised, as the server stores it (decision 036).
            { type: 'text', content: 'Intro text', items: [{ title: 'Robot', link: 'https://robot.example/' }] },
          ],
        },
      },
    ]);
  });

  it('puts a slug conflict on the slug field and reports the failure', async () => {
    const user = userEvent.setup();
    const { router } = renderPages('/dashboard/pages/new', {
      api: { 'POST /api/pages': fail(409, 'CONFLICT', 'A page with this slug already exists') },
    });
    await user.type(titleInput(), 'About');
    await user.click(saveButton());
    expect(await screen.findByText('Failed to save page')).toBeInTheDocument();
    expect(slugInput()).toHaveAccessibleDescription(/A page with this slug already exists/);
    expect(router.state.location.pathname).toBe('/dashboard/pages/new');
  });

  it('shows server field errors on the matching section inputs', async () => {
    const message = 'Content must be less than 5000 characters';
    const user = userEvent.setup();
    renderPages('/dashboard/pages/new', {
      api: {
        'POST /api/pages': {
          status: 400,
          body: {
            status: 'ERROR',
            code: 'VALIDATION_ERROR',
            message,
            errors: [{ path: 'content.sections[0].content', message }],
          },
        },
      },
    });
    await user.type(titleInput(), 'About');
    await user.click(saveButton());
    expect(await screen.findByText('Failed to save page')).toBeInTheDocument();
    expect(screen.getByLabelText('Section 1 content')).toHaveAccessibleDescription(new RegExp(message));
  });
});

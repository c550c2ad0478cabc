import type { Route } from '@playwright/test';
import { askingForItsData, expect, holdRequests, test } from '../fixtures/test';

// FAQ (spec 1 §2 FAQ, §5 catalogue filters, §8): an accordion of published questions, a skeleton
// while loading and the server's error text on failure.

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

test.describe('FAQ', () => {
  test('questions open and close one at a time @phone', async ({ page, request }) => {
    const faqs = (
      (await (await request.get('/api/public/faqs')).json()) as {
        question: string;
        answer: string;
        is_published: boolean;
      }[]
    ).filter((faq) => faq.is_published);
    expect(faqs.length).toBeGreaterThan(1);
    const [first, second] = faqs as [(typeof faqs)[number], (typeof faqs)[number]];

    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(faqs.length);

    const firstButton = page.getByRole('button', { name: first.question });
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: first.question })).toBeHidden();

    await firstButton.click();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: first.question })).toHaveText(first.answer);

    // Opening another question closes the first.
    const secondButton = page.getByRole('button', { name: second.question });
    await secondButton.click();
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: first.question })).toBeHidden();

    await secondButton.click();
    await expect(secondButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: second.question })).toBeHidden();
  });

  test('only published questions are listed', async ({ page }) => {
    await page.route('**/api/public/faqs', (route) =>
      json(route, [
        { id: 1, question: 'Shown question?', answer: 'Yes.', is_published: true },
        { id: 2, question: 'Draft question?', answer: 'No.', is_published: false },
      ]),
    );
    await page.goto(askingForItsData('/faq'));
    await expect(page.getByRole('button', { name: 'Shown question?' })).toBeVisible();
    await expect(page.getByText('Draft question?')).toHaveCount(0);
  });

  test('a skeleton shows while the questions load', async ({ page }) => {
    const release = await holdRequests(page, '**/api/public/faqs');
    await page.goto(askingForItsData('/faq'));
    await expect(page.getByTestId('faq-skeleton')).toBeVisible();
    release();
    await expect(page.getByRole('main').getByRole('button', { expanded: false }).first()).toBeVisible();
    await expect(page.getByTestId('faq-skeleton')).toHaveCount(0);
  });

  test("a failure shows the server's error text, and trying again recovers", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 500/);
    let isFailing = true;
    await page.route('**/api/public/faqs', (route) =>
      isFailing ? json(route, { message: 'FAQ is unavailable right now' }, 500) : route.fallback(),
    );
    await page.goto(askingForItsData('/faq'));
    await expect(page.getByRole('alert')).toHaveText('FAQ is unavailable right now');
    isFailing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('button', { expanded: false }).first()).toBeVisible();
  });

  test('no published questions shows the empty text', async ({ page }) => {
    await page.route('**/api/public/faqs', (route) => json(route, []));
    await page.goto(askingForItsData('/faq'));
    await expect(page.getByText('No FAQs available yet.')).toBeVisible();
  });
});

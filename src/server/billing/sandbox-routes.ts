import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CHECKOUT_RETURN_PATHS, type CheckoutReturnPath } from '../../common/subscription';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { findSubscription } from '../domain/subscriptions';
import { AppError } from '../errors';
import { errorResponse } from '../http/responses';
import { judgeSandboxCard, type CardField } from './sandbox-card';
import { checkoutPage, LOCAL_DATES_SCRIPT, LOCAL_DATES_SCRIPT_PATH, messagePage } from './sandbox-pages';
import {
  CardDeclinedError,
  completeSandboxCheckout,
  findOpenCheckout,
  sandboxKeptTrial,
} from './sandbox-provider';

const checkoutParams = z.object({ id: z.uuid() });
const returnSchema = z.enum(CHECKOUT_RETURN_PATHS).catch('/dashboard');
const cardForm = z.object({
  cardNumber: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(8).default(''),
  name: z.string().max(100).default(''),
  return: z.string().max(40).optional(),
});

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      // Under the app-wide no-referrer policy a form post carries `Origin: null`, which the cross-site
      // check refuses; same-origin keeps the real origin on our own form and still leaks nothing outside.
      .header('Referrer-Policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

const isDark = (request: FastifyRequest) => request.user?.darkMode === 'dark';

/**
 * Pages for people, not part of the API (hidden from /api/docs): each answer, a refusal too, is a
 * page that says what happened.
 */
const page = z.string().describe('An HTML page');
// A request the server cannot read (broken JSON, a wrong type) is refused before the route runs, by the
// one error handler, with the one error body; a 4xx page must let that through too, or it becomes a 500.
const refusal = z.union([page, errorResponse]);
const pages = (...statuses: number[]) => ({
  hide: true,
  produces: ['text/html'],
  response: Object.fromEntries(statuses.map((status) => [status, status >= 400 ? refusal : page])) as Record<
    number,
    z.ZodType
  >,
});
const checkoutPageSchema = pages(200, 401, 404, 409);
/** 303: paid, on to the return path; 400 and 402: the card was refused, and the form says why. */
const checkoutPostSchema = pages(400, 401, 402, 403, 404, 409);
checkoutPostSchema.response[303] = z.null().describe('Paid: on to the page the checkout returns to');

/**
 * The sandbox's own pages: checkout (a plain HTML form; its one script only shows dates in local
 * time) and the stand-in for a payment portal. Only the card's outcome is kept; the number is checked
 * and dropped.
 */
export function sandboxRoutes(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return async function register(app: FastifyInstance): Promise<void> {
    // A browser form posts urlencoded; this parser lives only in this plugin's scope.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const signInPage = (request: FastifyRequest, reply: FastifyReply) =>
      sendHtml(
        reply,
        401,
        messagePage({
          title: 'Please Log In',
          message: 'Sign in to Parley to continue to checkout.',
          link: { href: '/login', label: 'Log In' },
          dark: isDark(request),
        }),
      );

    /** Finds the signed-in user's checkout, or answers with the page that says why not. */
    async function loadCheckout(
      request: FastifyRequest,
      reply: FastifyReply,
      returnPath: CheckoutReturnPath,
    ) {
      const user = request.user;
      if (!user) return { done: signInPage(request, reply) };
      const params = checkoutParams.safeParse(request.params);
      const session = params.success
        ? await findOpenCheckout(db, params.data.id, user.id).catch(() => null)
        : null;
      if (!session)
        return {
          done: sendHtml(
            reply,
            404,
            messagePage({
              title: 'Checkout not found',
              message: 'This checkout does not exist or belongs to another account.',
              link: { href: returnPath, label: 'Back to Parley' },
              dark: isDark(request),
            }),
          ),
        };
      if (session.status !== 'open')
        return {
          done: sendHtml(
            reply,
            409,
            messagePage({
              title: 'Checkout already complete',
              message: 'This checkout is already complete. Your Pro plan is active.',
              link: { href: returnPath, label: 'Back to Parley' },
              dark: isDark(request),
            }),
          ),
        };
      const firstChargeOn = sandboxKeptTrial(
        await findSubscription(db, user.id),
        session.createdAt,
        clock.now(),
      );
      // What every rendering of this checkout's page shows.
      const page = {
        action: request.url,
        returnPath,
        email: user.email,
        dark: isDark(request),
        firstChargeOn,
      };
      return { user, session, page };
    }

    // Public like any script file: it holds nothing but the date formatting.
    const script = {
      hide: true,
      produces: ['text/javascript'],
      response: { 200: z.string().describe('The script that shows dates in local time') },
    };
    app.get(LOCAL_DATES_SCRIPT_PATH, { schema: script }, async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(LOCAL_DATES_SCRIPT),
    );

    app.get('/billing/sandbox/checkout/:id', { schema: checkoutPageSchema }, async (request, reply) => {
      const returnPath = returnSchema.parse((request.query as { return?: unknown }).return);
      const found = await loadCheckout(request, reply, returnPath);
      if ('done' in found) return found.done;
      return sendHtml(reply, 200, checkoutPage(found.page));
    });

    app.post('/billing/sandbox/checkout/:id', { schema: checkoutPostSchema }, async (request, reply) => {
      const form = cardForm.safeParse(request.body ?? {});
      const fields = form.success ? form.data : cardForm.parse({});
      const returnPath = returnSchema.parse(fields.return);
      const found = await loadCheckout(request, reply, returnPath);
      if ('done' in found) return found.done;
      // A refused card re-shows the form with why; the card number and security code are not kept.
      const refuse = (status: number, outcome: string, error: { message: string; field?: CardField }) => {
        request.log.info({ event: 'billing.sandbox.refused', userId: found.user.id, outcome });
        return sendHtml(
          reply,
          status,
          checkoutPage({ ...found.page, error, name: fields.name, expiry: fields.expiry }),
        );
      };
      const outcome = judgeSandboxCard(fields, clock.now());
      if (outcome.kind === 'declined') return refuse(402, outcome.kind, { message: outcome.message });
      if (outcome.kind === 'invalid')
        return refuse(400, outcome.kind, { message: outcome.message, field: outcome.field });
      try {
        await completeSandboxCheckout(db, clock, {
          checkoutId: found.session.id,
          userId: found.user.id,
          cardChargesDeclined: outcome.chargesDeclined,
        });
      } catch (error) {
        // A card that is saved fine but whose charges are declined, on a checkout that charges now.
        if (error instanceof CardDeclinedError) return refuse(402, 'declined', { message: error.message });
        if (!(error instanceof AppError)) throw error;
        return sendHtml(
          reply,
          error.statusCode,
          messagePage({
            title: 'Checkout already complete',
            message: error.message,
            link: { href: returnPath, label: 'Back to Parley' },
            dark: isDark(request),
          }),
        );
      }
      request.log.info({ event: 'billing.sandbox.paid', userId: found.user.id });
      return reply.redirect(`${returnPath}?checkout=success`, 303);
    });

    app.get('/billing/sandbox/portal', { schema: pages(200, 401) }, async (request, reply) => {
      if (!request.user) return signInPage(request, reply);
      return sendHtml(
        reply,
        200,
        messagePage({
          title: 'Payment details (test mode)',
          message:
            'In test mode no card is kept on file, so there is nothing to update here. With Stripe, Update Payment opens Stripe’s secure customer portal.',
          link: { href: '/manage-subscription', label: 'Back to Manage Subscription' },
          dark: isDark(request),
        }),
      );
    });
  };
}

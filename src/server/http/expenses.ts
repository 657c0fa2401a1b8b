import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderExpenseReportCsv } from '../../common/expenses/report-csv';
import { recordedEntryViewSchema } from '../../common/schemas/record-note';
import {
  answerReimbursementSchema,
  EXPENSE_REPORT_MAX_DAYS,
  expenseParamsSchema,
  expenseReportQuerySchema,
  expensesParamsSchema,
  expensesViewSchema,
  logExpenseSchema,
  reimbursementParamsSchema,
  requestReimbursementSchema,
  withdrawExpenseSchema,
} from '../../common/schemas/expenses';
import { daysBetween } from '../../common/schedule/dates';
import type { RewriteProofs } from '../ai/rewrite-proof';
import type { AppDeps } from '../deps';
import {
  answerReimbursement,
  correctExpense,
  loadExpenseReport,
  loadExpenses,
  logExpense,
  requestReimbursement,
  withdrawExpense,
} from '../domain/expenses';
import { requireUser } from '../plugins/session';
import { renderExpenseReportPdf } from '../records/expense-report-pdf';
import { exportLimit, perUser } from './rate-limits';
import { checkNote, replyWithEntry } from './record-writes';

const writeLimit = perUser(120);
/** A retry with the same clientId gets the stored entry back (200); a new entry is 201. */
const recordedEntry = { 200: recordedEntryViewSchema, 201: recordedEntryViewSchema };

const reportQuery = expenseReportQuerySchema.refine(
  (q) => daysBetween(q.from, q.to) <= EXPENSE_REPORT_MAX_DAYS,
  {
    path: ['to'],
    message: `A report covers at most ${EXPENSE_REPORT_MAX_DAYS} days`,
  },
);

/**
 * Expenses per conversation (docs/EXPENSES.md). Every write is a record entry in the conversation's
 * timeline, published as a new message, so the other parent's window (timeline and expenses) updates
 * live. Reads and writes are for the conversation's participants; anyone else gets 404.
 */
export async function expenseRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  proofs: RewriteProofs,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  r.get(
    '/api/conversations/:id/expenses',
    { schema: { params: expensesParamsSchema, response: { 200: expensesViewSchema } } },
    async (request) => loadExpenses(db, requireUser(request).id, request.params.id),
  );

  r.post(
    '/api/conversations/:id/expenses',
    {
      schema: { params: expensesParamsSchema, body: logExpenseSchema, response: recordedEntry },
      config: { rateLimit: writeLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return replyWithEntry(
        deps,
        reply,
        user,
        await logExpense(db, clock, user, request.params.id, request.body),
      );
    },
  );

  r.post(
    '/api/conversations/:id/expenses/:expenseId/corrections',
    {
      schema: { params: expenseParamsSchema, body: logExpenseSchema, response: recordedEntry },
      config: { rateLimit: writeLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, expenseId } = request.params;
      return replyWithEntry(
        deps,
        reply,
        user,
        await correctExpense(db, clock, user, id, expenseId, request.body),
      );
    },
  );

  r.post(
    '/api/conversations/:id/expenses/:expenseId/withdraw',
    {
      schema: { params: expenseParamsSchema, body: withdrawExpenseSchema, response: recordedEntry },
      config: { rateLimit: writeLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, expenseId } = request.params;
      const sent = await withdrawExpense(db, clock, user, id, expenseId, request.body.clientId);
      return replyWithEntry(deps, reply, user, sent);
    },
  );

  r.post(
    '/api/conversations/:id/expenses/:expenseId/requests',
    {
      schema: { params: expenseParamsSchema, body: requestReimbursementSchema, response: recordedEntry },
      config: { rateLimit: writeLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      checkNote(proofs, user, request.body.note);
      const { id, expenseId } = request.params;
      const sent = await requestReimbursement(db, clock, user, id, expenseId, request.body);
      return replyWithEntry(deps, reply, user, sent);
    },
  );

  r.post(
    '/api/conversations/:id/expenses/:expenseId/requests/:requestId/answer',
    {
      schema: { params: reimbursementParamsSchema, body: answerReimbursementSchema, response: recordedEntry },
      config: { rateLimit: writeLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      checkNote(proofs, user, request.body.note);
      const { id, expenseId, requestId } = request.params;
      const sent = await answerReimbursement(db, clock, user, id, expenseId, requestId, request.body);
      return replyWithEntry(deps, reply, user, sent);
    },
  );

  r.get(
    '/api/conversations/:id/expenses/report',
    {
      schema: {
        params: expensesParamsSchema,
        querystring: reportQuery,
        response: { 200: z.string().describe('The report: text/csv or application/pdf') },
      },
      config: { rateLimit: exportLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { from, to, format } = request.query;
      const report = await loadExpenseReport(db, clock, user, request.params.id, { from, to });
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="parley-expenses-${from}-to-${to}.${format}"`);
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(renderExpenseReportCsv(report));
      // Bytes go out as they are: Fastify serializes only what is not a string or a Buffer.
      const pdf = await renderExpenseReportPdf(report);
      return reply.type('application/pdf').send(pdf as unknown as string);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderExpenseReportCsv } from '../../common/expenses/report-csv';
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
import { exportLimit, perUser } from './rate-limits';
import { checkNote, recordWrites } from './record-writes';
import { errors, fileBody } from './responses';

const writeLimit = perUser(120);

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
    {
      schema: {
        params: expensesParamsSchema,
        response: { 200: expensesViewSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => loadExpenses(db, requireUser(request).id, request.params.id),
  );

  const write = recordWrites(app, deps, writeLimit);
  write('/api/conversations/:id/expenses', expensesParamsSchema, logExpenseSchema, (user, { id }, body) =>
    logExpense(db, clock, user, id, body),
  );
  write(
    '/api/conversations/:id/expenses/:expenseId/corrections',
    expenseParamsSchema,
    logExpenseSchema,
    (user, { id, expenseId }, body) => correctExpense(db, clock, user, id, expenseId, body),
  );
  write(
    '/api/conversations/:id/expenses/:expenseId/withdraw',
    expenseParamsSchema,
    withdrawExpenseSchema,
    (user, { id, expenseId }, body) => withdrawExpense(db, clock, user, id, expenseId, body.clientId),
  );
  write(
    '/api/conversations/:id/expenses/:expenseId/requests',
    expenseParamsSchema,
    requestReimbursementSchema,
    (user, { id, expenseId }, body) => {
      checkNote(proofs, user, body.note);
      return requestReimbursement(db, clock, user, id, expenseId, body);
    },
  );
  write(
    '/api/conversations/:id/expenses/:expenseId/requests/:requestId/answer',
    reimbursementParamsSchema,
    answerReimbursementSchema,
    (user, { id, expenseId, requestId }, body) => {
      checkNote(proofs, user, body.note);
      return answerReimbursement(db, clock, user, id, expenseId, requestId, body);
    },
  );

  r.get(
    '/api/conversations/:id/expenses/report',
    {
      schema: {
        params: expensesParamsSchema,
        querystring: reportQuery,
        produces: ['text/csv', 'application/pdf'],
        response: {
          200: fileBody('The report: text/csv or application/pdf'),
          ...errors(400, 401, 404, 429),
        },
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
      // pdfkit (about 28 MB once loaded) is read on the first report, not at start: most servers rarely print one.
      const { renderExpenseReportPdf } = await import('../records/expense-report-pdf');
      const pdf = await renderExpenseReportPdf(report);
      return reply.type('application/pdf').send(pdf);
    },
  );
}

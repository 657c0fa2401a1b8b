import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { NotFoundError } from '../errors';
import { requireUser } from '../plugins/session';
import { renderCsv } from '../../common/records/csv';
import { loadConversationExport } from '../records/export';
import { exportArchive } from '../records/export-archive';
import { renderPdfOffThread } from '../records/pdf-thread';
import { exportLimit } from './rate-limits';
import { errors, fileBody } from './responses';
import { isTimeZone } from '../../common/records/local-time';
import { EXPORT_FORMATS } from '../../common/schemas/records';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateOnly = z.iso.date();
const dateTime = z.iso.datetime({ offset: true });
const bound = z
  .string()
  .trim()
  .refine((v) => dateOnly.safeParse(v).success || dateTime.safeParse(v).success, {
    message: 'Dates must be ISO 8601, e.g. 2026-01-31 or 2026-01-31T18:00:00+01:00',
  })
  .optional();

const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be csv, pdf or zip' }),
  from: bound,
  to: bound,
  // The exporter's time zone: the PDF shows its times in it (the record itself stays in UTC).
  tz: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, { message: 'Unknown time zone: use an IANA name such as Europe/London' })
    .default('UTC'),
});

/** The years PostgreSQL and ISO 8601 both write with four digits: 0000-01-01 or 9999-12-31 + 1 day is not a timestamp. */
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
const withinYears = (ms: number) => new Date(Math.min(LATEST, Math.max(EARLIEST, ms)));

function lowerBound(value: string | undefined): Date | undefined {
  return value ? withinYears(new Date(value).getTime()) : undefined;
}

/** A bare date as `to` means through the end of that day (UTC); a date-time is inclusive to the millisecond. */
function upperBound(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return withinYears(date.getTime() + (dateOnly.safeParse(value).success ? DAY_MS : 1));
}

function fileName(name: string, exportedAt: string, ext: string): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'conversation';
  return `parley-${slug}-${exportedAt.slice(0, 10)}.${ext}`;
}

export async function exportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/conversations/:id/export',
    {
      schema: {
        params: z.object({ id: z.string() }),
        querystring: exportQuery,
        produces: ['text/csv', 'application/pdf', 'application/zip'],
        response: {
          200: fileBody('The record as a file: CSV, PDF, or a ZIP of the PDF and the files sent'),
          ...errors(400, 401, 404, 413, 429),
        },
      },
      config: { rateLimit: exportLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!z.uuid().safeParse(request.params.id).success) throw new NotFoundError('Conversation not found');
      const { format, from, to, tz } = request.query;
      const doc = await loadConversationExport(deps.db, {
        conversationId: request.params.id,
        exporter: user,
        from: lowerBound(from),
        to: upperBound(to),
        now: deps.clock.now(),
      });
      reply
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${fileName(doc.conversationName, doc.exportedAt, format)}"`,
        );
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(renderCsv(doc));
      const pdf = await renderPdfOffThread(doc, { timeZone: tz, verifyUrl: `${deps.config.appUrl}/verify` });
      if (format === 'pdf') return reply.type('application/pdf').send(pdf);
      // The PDF with the files sent in the included messages, which the verifier checks one by one.
      const name = fileName(doc.conversationName, doc.exportedAt, 'pdf');
      return reply
        .type('application/zip')
        .send(await exportArchive(deps.db, deps.storage, doc, { name, bytes: pdf }));
    },
  );
}

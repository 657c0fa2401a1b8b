/**
 * The `openai` provider: any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
 * llama.cpp server). Answers must be JSON of the expected shape, and a rewrite must pass the same output
 * check as the local assistant's (no fragment, no lost fact, no added words, not still charged). On any
 * error, timeout, refusal, malformed or failing answer the local assistant's result is returned instead
 * and `ai.fallback` is logged with the reason.
 */
import type OpenAI from 'openai';
import { z } from 'zod';
import { isMessageCharged } from '../../common/assistant/charged-score';
import { checkRewrite } from '../../common/assistant/output-check';
import type { Assistant, ConversationLine, RewriteResult } from '../../common/assistant/types';
import { keepsNumbers } from './facts-check';
import { COACH_SYSTEM, REWRITE_SYSTEM, SUGGEST_SYSTEM, SUMMARY_SYSTEM, transcript } from './prompts';

export interface AiLogger {
  warn(details: Record<string, unknown>, message?: string): void;
}

export interface OpenAiProviderOptions {
  baseURL?: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  fallback: Assistant;
  log: AiLogger;
}

const rewriteAnswer = z.object({
  rewritten: z.string().min(1).max(8000),
  emotionalTone: z.string().min(1).max(40),
  improvements: z.array(z.string().min(1).max(200)).max(10),
});
const repliesAnswer = z.object({
  replies: z
    .array(
      z.object({
        text: z.string().min(1).max(1000),
        tone: z.string().min(1).max(40),
        confidence: z.coerce.number().min(0).max(1),
      }),
    )
    .max(5),
});
const adviceAnswer = z.object({ advice: z.string().min(1).max(4000) });
const summaryAnswer = z.object({ summary: z.string().min(1).max(4000) });

/** Why an answer could not be used; logged with the fallback. */
class UnusableAnswer extends Error {}

/** The SDK loads on first use (tens of MB of memory): a server on the local provider never pays for it. */
let sdk: Promise<typeof OpenAI> | null = null;
const loadSdk = () => (sdk ??= import('openai').then((m) => m.default));

function reasonOf(error: unknown, Sdk: typeof OpenAI | null): string {
  if (error instanceof UnusableAnswer) return error.message;
  if (Sdk && error instanceof Sdk.APIConnectionTimeoutError) return 'timeout';
  if (Sdk && error instanceof Sdk.APIError) return error.status ? `HTTP ${error.status}` : 'connection error';
  return error instanceof Error ? error.constructor.name : 'unknown';
}

export function createOpenAiAssistant(options: OpenAiProviderOptions): Assistant {
  let client: OpenAI | null = null;
  const clientOnce = async () =>
    (client ??= new (await loadSdk())({
      baseURL: options.baseURL,
      // Local servers (Ollama, llama.cpp) take any key; the SDK insists on one.
      apiKey: options.apiKey ?? 'not-needed',
      timeout: options.timeoutMs,
      maxRetries: 0,
    }));
  const { fallback, log } = options;

  async function ask<T>(operation: string, system: string, user: string, schema: z.ZodType<T>): Promise<T> {
    const completion = await (
      await clientOnce()
    ).chat.completions.create({
      model: options.model,
      temperature: 0.2,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    });
    const choice = completion.choices[0];
    if (!choice) throw new UnusableAnswer('no choices');
    if (choice.message.refusal) throw new UnusableAnswer('refusal');
    if (choice.finish_reason === 'content_filter') throw new UnusableAnswer('content filter');
    const raw = choice.message.content ?? '';
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
    } catch {
      throw new UnusableAnswer('answer is not JSON');
    }
    const result = schema.safeParse(parsed);
    if (!result.success) throw new UnusableAnswer(`answer has the wrong shape (${operation})`);
    return result.data;
  }

  async function withFallback<T>(
    operation: string,
    remote: () => Promise<T>,
    local: () => Promise<T>,
  ): Promise<T> {
    try {
      return await remote();
    } catch (error) {
      log.warn(
        {
          event: 'ai.fallback',
          operation,
          reason: reasonOf(error, await loadSdk().catch(() => null)),
          detail: error instanceof Error ? error.message.slice(0, 200) : undefined,
        },
        'AI provider answer unusable; used the local assistant instead',
      );
      return local();
    }
  }

  return {
    rewrite: (message, context) =>
      withFallback<RewriteResult>(
        'rewrite',
        async () => {
          const answer = await ask(
            'rewrite',
            REWRITE_SYSTEM,
            `${context?.length ? `Recent conversation:\n${transcript(context.slice(-5))}\n\n` : ''}Message to rewrite:\n${message}`,
            rewriteAnswer,
          );
          const rewritten = answer.rewritten.trim();
          if (!keepsNumbers(message, rewritten)) throw new UnusableAnswer('rewrite changed or added numbers');
          const unchanged = rewritten === message.trim();
          // Left as written: fine for a calm message; a charged one goes to the local assistant instead.
          if (unchanged && isMessageCharged(message))
            throw new UnusableAnswer('rewrite rejected: still-charged');
          if (!unchanged) {
            const check = checkRewrite(message, rewritten);
            if (!check.ok) throw new UnusableAnswer(`rewrite rejected: ${check.reason} (${check.detail})`);
          }
          return {
            rewritten: unchanged ? message : rewritten,
            rewrittenMessage: unchanged ? message : rewritten,
            original: message,
            emotionalTone: answer.emotionalTone.toLowerCase(),
            improvements: unchanged ? [] : answer.improvements,
          };
        },
        () => fallback.rewrite(message, context),
      ),
    suggestReplies: (history, current) =>
      withFallback(
        'suggest',
        async () => {
          const answer = await ask(
            'suggest',
            SUGGEST_SYSTEM,
            `Last messages:\n${history.map((h) => `- ${h}`).join('\n')}\n\nNewest message:\n${current}`,
            repliesAnswer,
          );
          // A suggested reply is sent in one tap: one that reads charged is never offered.
          const calm = answer.replies.filter((r) => !isMessageCharged(r.text));
          if (calm.length === 0) throw new UnusableAnswer('no calm replies');
          return calm.slice(0, 3);
        },
        () => fallback.suggestReplies(history, current),
      ),
    coach: (messageText, context) =>
      withFallback(
        'coach',
        async () =>
          ask(
            'coach',
            COACH_SYSTEM,
            `Recent conversation:\n${context ?? '(none)'}\n\nMessage about to be sent:\n${messageText}`,
            adviceAnswer,
          ),
        () => fallback.coach(messageText, context),
      ),
    summarize: (messages: ConversationLine[]) =>
      withFallback(
        'summarize',
        async () => ask('summarize', SUMMARY_SYSTEM, `Conversation:\n${transcript(messages)}`, summaryAnswer),
        () => fallback.summarize(messages),
      ),
  };
}

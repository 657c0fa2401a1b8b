/**
 * Chooses the assistant provider from config (AI_PROVIDER): `local` by default, `openai` with local fallback.
 *
 * The providers load on the first call, not at start: the local assistant's rules, its two models and
 * their code are about 5 MB of the app thread's heap (and, as the bundle's only non-ASCII text, made
 * V8 keep the whole bundle's source at two bytes a character: 4.2 MB), and a server nobody asks for a
 * rewrite should not carry them. The bundle keeps them in a chunk of their own (scripts/build-server.mjs).
 */
import type { Assistant } from '../../common/assistant/types';
import type { Config } from '../config';
import type { AiLogger } from './openai-provider';

type AssistantConfig = Pick<
  Config,
  'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'
>;

async function loadProvider(config: AssistantConfig, log: AiLogger): Promise<Assistant> {
  const { createLocalAssistant } = await import('../../common/assistant/local');
  const local = createLocalAssistant();
  if (config.AI_PROVIDER !== 'openai') return local;
  const { createOpenAiAssistant } = await import('./openai-provider');
  return createOpenAiAssistant({
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    fallback: local,
    log,
  });
}

export function createAssistant(config: AssistantConfig, log: AiLogger): Assistant {
  let provider: Promise<Assistant> | null = null;
  const loaded = () => {
    if (!provider) {
      provider = loadProvider(config, log);
      // A failed load is tried again on the next call rather than kept.
      provider.catch(() => (provider = null));
    }
    return provider;
  };
  return {
    rewrite: async (message, context) => (await loaded()).rewrite(message, context),
    suggestReplies: async (history, current) => (await loaded()).suggestReplies(history, current),
    coach: async (messageText, context) => (await loaded()).coach(messageText, context),
    summarize: async (messages) => (await loaded()).summarize(messages),
  };
}

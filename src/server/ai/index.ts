/** Chooses the assistant provider from config (AI_PROVIDER): `local` by default, `openai` with local fallback. */
import { createLocalAssistant } from '../../common/assistant/local';
import type { Assistant } from '../../common/assistant/types';
import type { Config } from '../config';
import { createOpenAiAssistant, type AiLogger } from './openai-provider';

export function createAssistant(
  config: Pick<Config, 'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>,
  log: AiLogger,
): Assistant {
  const local = createLocalAssistant();
  if (config.AI_PROVIDER !== 'openai') return local;
  return createOpenAiAssistant({
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    fallback: local,
    log,
  });
}

import { Loader2, Mic, MicOff, RotateCcw, Send, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Assistant, RewriteResult } from '@common/assistant/types';
import { TIMINGS } from '@common/constants';
import { cn } from '../../../lib/cn';
import { useSpeechDictation } from '../../../lib/speech';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Textarea } from '../../../ui/input';
import { DemoMessageList } from './demo-message-list';
import { DEMO_CONTACT, SCRIPTED_REPLY, demoMessage, seedMessages, type DemoMessage } from './demo-messages';
import { loadLocalAssistant } from '../../../lib/local-assistant';
import { containsHarshWord, rewriteForDemo } from './demo-rewrite';
import { RewritePreview } from './rewrite-preview';

/**
 * /demo, entirely in the browser: calm messages go straight in; a harsh word opens
 * the rewrite preview; the contact answers (after 1.5 s) only a message sent into an empty list.
 * The rewrite comes from the local assistant engine (the server's default provider) unless one is given.
 */
export function DemoChat({ assistant }: { assistant?: Assistant }) {
  const [messages, setMessages] = useState<DemoMessage[]>(() => seedMessages());
  const [input, setInput] = useState('');
  const [preview, setPreview] = useState<RewriteResult | null>(null);
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const replyTimers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => replyTimers.current.forEach(clearTimeout), []);

  const post = (content: string, wasRewritten: boolean) => {
    const wasEmpty = messages.length === 0;
    setMessages((list) => [...list, demoMessage(content, 'user', wasRewritten)]);
    setInput('');
    setPreview(null);
    if (wasEmpty) {
      replyTimers.current.push(
        setTimeout(
          () => setMessages((list) => [...list, demoMessage(SCRIPTED_REPLY, 'other')]),
          TIMINGS.demoReplyMs,
        ),
      );
    }
    inputRef.current?.focus();
  };

  const submit = async () => {
    const text = input.trim();
    if (!text || checking || preview) return;
    if (!containsHarshWord(text)) {
      post(text, false);
      return;
    }
    setChecking(true);
    try {
      // A chunk that fails to load leaves the keyword rewrite (the demo's fallback).
      const engine = assistant ?? (await loadLocalAssistant().catch(() => undefined));
      setPreview(await rewriteForDemo(text, engine));
    } finally {
      setChecking(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const closePreview = (nextInput?: string) => {
    setPreview(null);
    if (nextInput !== undefined) setInput(nextInput);
    inputRef.current?.focus();
  };

  const appendDictation = useCallback(
    (text: string) => setInput((current) => (current.trim() ? `${current.trim()} ${text}` : text)),
    [],
  );
  const voice = useSpeechDictation({
    onTranscript: appendDictation,
    unsupportedToastMs: TIMINGS.demoVoiceToastMs,
  });

  const restart = (seeded: boolean) => {
    replyTimers.current.forEach(clearTimeout);
    replyTimers.current = [];
    setMessages(seeded ? seedMessages() : []);
    setPreview(null);
  };

  const canSend = input.trim().length > 0 && !checking && !preview;

  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-3 sm:gap-3 sm:px-4 dark:border-slate-700">
        <span className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-amber-700 font-semibold text-white">
          {DEMO_CONTACT.initials}
          <span className="absolute bottom-0 right-0 h-3 w-3 rounded-full border-2 border-white bg-green-500 dark:border-slate-900" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">
            {DEMO_CONTACT.firstName} {DEMO_CONTACT.lastName}
          </h2>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">Sample contact · Online</p>
        </div>
        {/* On a phone the page around it already says LIVE DEMO, and the contact needs the room. */}
        <Badge variant="neutral" className="shrink-0 px-2.5 py-1 max-sm:hidden">
          Demo
        </Badge>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => restart(false)}
          aria-label="Clear conversation"
          title="Clear conversation"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => restart(true)}
          aria-label="Restart demo"
          title="Restart demo"
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>

      <DemoMessageList messages={messages} />

      <div className="space-y-3 border-t border-slate-200 p-4 dark:border-slate-700">
        {preview && (
          <RewritePreview
            result={preview}
            onSendImproved={() => post(preview.rewritten, true)}
            onSendOriginal={() => post(preview.original.trim(), false)}
            onEdit={() => closePreview(preview.rewritten)}
            onCancel={() => closePreview()}
          />
        )}
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor="demo-input" className="sr-only">
            Message
          </label>
          <Textarea
            id="demo-input"
            ref={inputRef}
            rows={1}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Type your message..."
            // Return sends, as on the dashboard: a phone keyboard labels it Send.
            enterKeyHint="send"
            aria-describedby="demo-hint"
            className="min-h-10 flex-1 resize-none"
          />
          <Button
            variant="outline"
            size="icon"
            onClick={voice.toggle}
            aria-label={voice.listening ? 'Stop voice input' : 'Start voice input'}
            aria-pressed={voice.listening}
            title={voice.listening ? 'Listening...' : 'Voice input'}
            className={cn(voice.listening && 'border-red-400 text-red-700 dark:text-red-300')}
          >
            {voice.listening ? (
              <MicOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Mic className="h-4 w-4" aria-hidden="true" />
            )}
          </Button>
          <Button
            type="submit"
            size="icon"
            disabled={!canSend}
            aria-label="Send message"
            title="Send message"
          >
            {checking ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Send className="h-4 w-4" aria-hidden="true" />
            )}
          </Button>
        </form>
        <p id="demo-hint" className="text-xs text-slate-600 dark:text-slate-400">
          {voice.listening
            ? 'Listening... speak your message.'
            : 'Enter sends, Shift+Enter adds a line. Try “You never listen to me!”'}
        </p>
      </div>
    </Card>
  );
}

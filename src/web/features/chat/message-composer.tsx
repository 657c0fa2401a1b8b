import { Loader2, Paperclip, Send, X } from 'lucide-react';
import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import { MESSAGE_MAX } from '@common/constants';
import type { MessageView } from '@common/types';
import { Button } from '../../ui/button';
import { appendTranscript, VoiceButton } from '../voice/voice-button';
import { fullName } from './format';
import { cn } from '../../lib/cn';
import { ComposerFiles } from '../attachments/composer-files';
import { ACCEPTED_FILES } from '../attachments/upload';
import type { useAttachments } from '../attachments/use-attachments';

/** The others' indicator clears 1 s after the last signal, so keep signalling a little faster than that. */
const TYPING_SIGNAL_EVERY_MS = 800;

/**
 * Fits the box to its text, up to its CSS max-height (then it scrolls). `field-sizing: content` would
 * do it, but Safari does not support it.
 */
function fitToContent(box: HTMLTextAreaElement) {
  box.style.height = 'auto';
  // scrollHeight leaves out the borders; the box is sized border-box.
  box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
}

/** The reply bar and the input: Enter sends, Shift+Enter starts a new line. */
export const MessageComposer = forwardRef<
  HTMLTextAreaElement,
  {
    value: string;
    onChange: (value: string) => void;
    onSubmit: () => void;
    onTyping: () => void;
    replyTo: MessageView | null;
    onCancelReply: () => void;
    busy: boolean;
    attachments: ReturnType<typeof useAttachments>;
  }
>(function MessageComposer(
  { value, onChange, onSubmit, onTyping, replyTo, onCancelReply, busy, attachments },
  ref,
) {
  const lastTypingSent = useRef(0);
  const box = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => box.current!, []);
  // On every change of the text, typed or set (a send clears it, Edit puts the draft back).
  useLayoutEffect(() => {
    if (box.current) fitToContent(box.current);
  }, [value]);
  // A turned phone wraps the same text on fewer lines.
  useEffect(() => {
    const refit = () => box.current && fitToContent(box.current);
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, []);
  // Files may go without words; a message waits for its files to finish uploading.
  const canSend =
    (value.trim().length > 0 || attachments.readyIds.length > 0) && !busy && !attachments.uploading;
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const dropFiles = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length > 0) attachments.add([...e.dataTransfer.files]);
  };
  const replyTargetId = useId();

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (canSend) onSubmit();
      return;
    }
    if (e.key === 'Escape' && replyTo) onCancelReply();
  };

  const change = (next: string) => {
    onChange(next);
    const now = Date.now();
    if (next && now - lastTypingSent.current >= TYPING_SIGNAL_EVERY_MS) {
      lastTypingSent.current = now;
      onTyping();
    }
  };

  return (
    <div
      className={cn(
        'border-t border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900 sm:p-3',
        dragging && 'outline-2 -outline-offset-4 outline-dashed outline-brand-500',
      )}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={dropFiles}
      data-testid="composer"
    >
      <ComposerFiles files={attachments.files} onRemove={attachments.remove} />
      {replyTo && (
        <div
          className="mb-2 flex items-start gap-2 rounded-md border-l-4 border-brand-500 bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800"
          data-testid="reply-bar"
        >
          <div className="min-w-0 flex-1" id={replyTargetId}>
            <p className="text-xs font-semibold">Replying to {fullName(replyTo.sender)}</p>
            <p className="truncate text-slate-600 dark:text-slate-300">{replyTo.finalContent}</p>
          </div>
          <button
            type="button"
            onClick={onCancelReply}
            aria-label="Cancel reply"
            className="tap-target flex items-center justify-center rounded p-1 hover:bg-slate-200 dark:hover:bg-slate-700"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (canSend) onSubmit();
        }}
      >
        <label htmlFor="message-input" className="sr-only">
          Message
        </label>
        <textarea
          id="message-input"
          ref={box}
          // The message box says what it answers: the reply bar is otherwise only seen.
          aria-describedby={replyTo ? replyTargetId : undefined}
          value={value}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={(e) => {
            // A photo pasted from the clipboard is attached; pasted words stay words.
            if (e.clipboardData.files.length === 0) return;
            e.preventDefault();
            attachments.add([...e.clipboardData.files]);
          }}
          placeholder="Type your message..."
          // Return sends: a phone keyboard then labels it Send instead of a new line.
          enterKeyHint="send"
          rows={1}
          maxLength={MESSAGE_MAX}
          className="max-h-40 min-h-10 flex-1 resize-none rounded-md border border-slate-300 bg-white px-3 py-2 field-text text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <input
          ref={picker}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          className="hidden"
          data-testid="attach-input"
          onChange={(e) => {
            attachments.add([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Attach photos or PDF files"
          title="Attach photos or PDF files (up to 10 MB each)"
          onClick={() => picker.current?.click()}
        >
          <Paperclip className="h-4 w-4" aria-hidden="true" />
        </Button>
        <VoiceButton onTranscript={(text) => onChange(appendTranscript(value, text))} disabled={busy} />
        <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message" aria-busy={busy}>
          {/* The assistant reading the draft can take seconds: a pale button alone looked like nothing happened. */}
          {busy ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" data-testid="send-working" />
          ) : (
            <Send className="h-4 w-4" aria-hidden="true" />
          )}
        </Button>
      </form>
    </div>
  );
});

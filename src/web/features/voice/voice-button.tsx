import { Mic, MicOff } from 'lucide-react';
import { TIMINGS } from '@common/constants';
import { cn } from '../../lib/cn';
import { useSpeechDictation } from '../../lib/speech';
import { Button } from '../../ui/button';

/**
 * The microphone next to a message input: one utterance of dictation, handed to `onTranscript`
 * (the input decides where it goes). Pressed and pulsing while listening.
 */
export function VoiceButton({
  onTranscript,
  disabled,
  demo = false,
  className,
}: {
  onTranscript: (text: string) => void;
  disabled?: boolean;
  /** The demo's unsupported-browser toast is shorter (1 s). */
  demo?: boolean;
  className?: string;
}) {
  const { listening, toggle } = useSpeechDictation({
    onTranscript,
    unsupportedToastMs: demo ? TIMINGS.demoVoiceToastMs : TIMINGS.toastMs,
  });
  const label = listening ? 'Stop voice input' : 'Start voice input';
  return (
    <Button
      type="button"
      variant={listening ? 'destructive' : 'outline'}
      size="icon"
      onClick={toggle}
      disabled={disabled}
      aria-label={label}
      aria-pressed={listening}
      title={listening ? 'Listening… click to stop' : 'Voice input'}
      className={cn(listening && 'animate-pulse', className)}
    >
      {listening ? (
        <MicOff className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Mic className="h-4 w-4" aria-hidden="true" />
      )}
    </Button>
  );
}

/** Puts dictated text into an input's value: after what is already typed, separated by a space. */
export function appendTranscript(current: string, transcript: string): string {
  return current.trim() ? `${current.replace(/\s+$/, '')} ${transcript}` : transcript;
}

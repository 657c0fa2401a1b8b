import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_LANG, TIMINGS } from '@common/constants';
import { toast } from './toast';

/*
 * Voice dictation with the Web Speech API: en-US, one utterance, then it stops by itself.
 * TypeScript's DOM library has no types for it, so the few members used are declared here.
 */
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
interface RecognitionErrorEvent {
  error: string;
}
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => SpeechRecognitionLike;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function isSpeechSupported(): boolean {
  return recognitionConstructor() !== null;
}

export function showSpeechUnsupported(durationMs: number = TIMINGS.toastMs): void {
  toast({
    title: 'Voice recognition not supported',
    description: "Your browser doesn't support voice recognition",
    variant: 'destructive',
    durationMs,
  });
}

function showSpeechError(): void {
  toast({
    title: 'Voice recognition error',
    description: 'Please try again or type your message',
    variant: 'destructive',
  });
}

/**
 * `listening` while the browser listens; `toggle` starts one utterance or stops it early. The transcript
 * goes to `onTranscript`. The unsupported toast lasts `unsupportedToastMs` (1 s in the demo).
 */
export function useSpeechDictation({
  onTranscript,
  unsupportedToastMs = TIMINGS.toastMs,
}: {
  onTranscript: (text: string) => void;
  unsupportedToastMs?: number;
}) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const latestOnTranscript = useRef(onTranscript);
  useEffect(() => {
    latestOnTranscript.current = onTranscript;
  });
  // Leaving the page stops the microphone.
  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    const Recognition = recognitionConstructor();
    if (!Recognition) {
      showSpeechUnsupported(unsupportedToastMs);
      return;
    }
    const r = new Recognition();
    r.lang = SPEECH_LANG;
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript?.trim();
      if (transcript) latestOnTranscript.current(transcript);
    };
    r.onerror = (event) => {
      // 'aborted' is our own stop; anything else (no speech, no microphone, denied) is worth a word.
      if (event.error !== 'aborted') showSpeechError();
    };
    r.onend = () => {
      if (recognition.current === r) recognition.current = null;
      setListening(false);
    };
    try {
      r.start();
      recognition.current = r;
      setListening(true);
    } catch (error) {
      console.warn('Starting voice recognition failed', error);
      showSpeechError();
    }
  }, [unsupportedToastMs]);

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const toggle = useCallback(() => (recognition.current ? stop() : start()), [start, stop]);

  return { listening, start, stop, toggle };
}

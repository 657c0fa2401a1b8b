import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_LANG, TIMINGS } from '@common/constants';
import { toast } from '../../../lib/toast';

/** The slice of the Web Speech API this hook uses (TypeScript's DOM library does not declare it). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/**
 * SPEC §4 voice input and §9: en-US, one utterance (not continuous). An unsupported browser gets the
 * 'Voice recognition not supported' toast, shown 1 s in the demo.
 */
export function useVoiceInput(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);

  useEffect(() => () => recognition.current?.stop(), []);

  const toggle = useCallback(() => {
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const Ctor = recognitionConstructor();
    if (!Ctor) {
      toast({
        title: 'Voice recognition not supported',
        description: "Your browser doesn't support voice recognition",
        variant: 'destructive',
        durationMs: TIMINGS.demoVoiceToastMs,
      });
      return;
    }
    const r = new Ctor();
    r.lang = SPEECH_LANG;
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript?.trim();
      if (transcript) onText(transcript);
    };
    r.onerror = () => {
      toast({
        title: 'Voice recognition error',
        description: 'Please try again or type your message',
        variant: 'destructive',
      });
    };
    r.onend = () => setListening(false);
    recognition.current = r;
    setListening(true);
    r.start();
  }, [listening, onText]);

  return { listening, toggle };
}

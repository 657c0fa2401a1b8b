import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { MessageView } from '@common/types';
import { ApiError, errorMessage } from '../../lib/api';
import type { RewriteProposal } from '../assistant/use-rewrite';
import { isOfflineFailure, type QueueInput, type QueueReason } from '../../lib/offline-queue';
import { toast } from '../../lib/toast';
import { chatApi } from './chat-api';
import { conversationKeys, updateConversation, upsertMessage, withNewestMessage } from './queries';

/**
 * The assistant's slot in the send flow: given the draft, resolve to a proposal when it would change
 * the message, or null to send it as written. A 402 rejection means the subscription is needed.
 */
export type RewriteStep = (text: string) => Promise<RewriteProposal | null>;

/** Until the assistant's step is plugged in, everything is sent as written. */
export const sendAsWritten: RewriteStep = async () => null;

interface Pending {
  text: string;
  clientId: string;
  replyToMessageId: number | null;
  attachmentIds: string[];
  proposal: RewriteProposal;
}

/**
 * submit -> rewrite step -> (proposal: the enhancement dialog decides | none: send) -> chatApi.send
 * (the socket's send_message frame, or POST /api/messages: lib/send-message.ts).
 * Each message gets one clientId, reused if the same draft is retried, so the server stores it once.
 */
export function useSendFlow({
  conversationId,
  rewriteStep = sendAsWritten,
  onSent,
  onPaymentRequired,
  queueOffline,
  queueFirst = false,
}: {
  conversationId: string;
  rewriteStep?: RewriteStep;
  /** Keeps a send that failed for want of a connection, to go out when it returns. */
  queueOffline?: (input: Omit<QueueInput, 'userId' | 'conversationId'>, reason: QueueReason) => Promise<void>;
  /** Earlier messages of this conversation wait in the queue: new ones go behind them, in order. */
  queueFirst?: boolean;
  /** Clear the input and the reply target, if the input still holds the draft that was sent. */
  onSent: (sentDraft: string) => void;
  onPaymentRequired?: () => void;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  /**
   * Set by a 402: the assistant needs a subscription. That first draft is not sent behind the upgrade
   * dialog (a charged message must not go out unreviewed without the writer knowing); it stays in the
   * input, and from then on messages are sent as written.
   */
  const [assistantOff, setAssistantOff] = useState(false);
  const lastFailed = useRef<{ text: string; clientId: string } | null>(null);

  /** The same words with the same files, retried, keep their clientId. */
  const clientIdFor = (text: string) =>
    lastFailed.current?.text === text ? lastFailed.current.clientId : crypto.randomUUID();
  const retryKey = (text: string, attachmentIds: string[]) => [text, ...attachmentIds].join('\n');

  const post = async (
    clientId: string,
    draftText: string,
    replyToMessageId: number | null,
    attachmentIds: string[],
    choice: { content: string; wasRewritten: boolean; proposal: RewriteProposal | null },
    /** A picked suggestion leaves the draft in the input alone. */
    afterSent: (sentDraft: string) => void = onSent,
  ): Promise<boolean> => {
    const drafts = {
      originalContent: choice.proposal ? draftText : null,
      rewrittenContent: choice.proposal?.rewritten ?? null,
      rewriteProof: choice.proposal?.proof ?? null,
    };
    const queue = async (reason: QueueReason): Promise<boolean> => {
      if (!queueOffline) return false;
      try {
        await queueOffline(
          {
            clientId,
            finalContent: choice.content,
            wasRewritten: choice.wasRewritten,
            ...drafts,
            replyToMessageId,
            attachmentIds,
          },
          reason,
        );
        lastFailed.current = null;
        afterSent(draftText);
        return true;
      } catch (queueError) {
        console.warn('Queueing the message failed', queueError);
        return false;
      }
    };
    // A proposal made offline has no proof yet: the queue gets it from the server before sending.
    const unproven = choice.proposal != null && choice.proposal.proof == null;
    if ((queueFirst || unproven) && (await queue(queueFirst ? 'behind' : 'offline'))) return true;
    try {
      const message = await chatApi.send({
        conversationId,
        clientId,
        content: choice.content,
        wasRewritten: choice.wasRewritten,
        ...drafts,
        replyToMessageId,
        attachmentIds,
      });
      lastFailed.current = null;
      recordSent(message);
      afterSent(draftText);
      return true;
    } catch (error) {
      if (isOfflineFailure(error) && (await queue('offline'))) return true;
      lastFailed.current = { text: retryKey(draftText, attachmentIds), clientId };
      toast({
        title: 'Error sending message',
        // The server's words when it refused (a file no longer available), else the usual advice.
        description: error instanceof ApiError ? errorMessage(error, 'Please try again') : 'Please try again',
        variant: 'destructive',
      });
      return false;
    }
  };

  const recordSent = (message: MessageView) => {
    upsertMessage(queryClient, message);
    updateConversation(queryClient, conversationId, (c) => withNewestMessage(c, message, { mine: true }));
    if (!queryClient.getQueryData(conversationKeys.all)) {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    }
  };

  const submit = async (
    rawText: string,
    replyToMessageId: number | null,
    attachmentIds: string[] = [],
  ): Promise<void> => {
    const text = rawText.trim();
    // Files may go without words.
    if ((!text && attachmentIds.length === 0) || busy) return;
    setBusy(true);
    const clientId = clientIdFor(retryKey(text, attachmentIds));
    try {
      let proposal: RewriteProposal | null = null;
      try {
        if (!assistantOff && text) proposal = await rewriteStep(text);
      } catch (err) {
        if (err instanceof ApiError && err.status === 402) {
          setAssistantOff(true);
          onPaymentRequired?.();
          return;
        } else
          toast({
            title: 'Error enhancing message',
            description: 'Sent as you wrote it',
            variant: 'destructive',
          });
      }
      if (proposal && proposal.rewritten.trim() && proposal.rewritten.trim() !== text) {
        setPending({ text, clientId, replyToMessageId, attachmentIds, proposal });
        return;
      }
      await post(clientId, text, replyToMessageId, attachmentIds, {
        content: text,
        wasRewritten: false,
        proposal: null,
      });
    } finally {
      setBusy(false);
    }
  };

  /** The enhancement dialog's answers. */
  const resolve = async (choice: 'improved' | 'original' | 'edit' | 'cancel'): Promise<void> => {
    const p = pending;
    if (!p) return;
    if (choice === 'edit' || choice === 'cancel') {
      setPending(null);
      return;
    }
    setBusy(true);
    const improved = choice === 'improved';
    const ok = await post(p.clientId, p.text, p.replyToMessageId, p.attachmentIds, {
      content: improved ? p.proposal.rewritten : p.text,
      wasRewritten: improved,
      proposal: p.proposal,
    });
    setBusy(false);
    if (ok) setPending(null);
  };

  /** A picked reply suggestion goes straight out, not rewritten. */
  const sendDirect = async (text: string): Promise<void> => {
    const trimmed = text.trim();
    if (!trimmed) return;
    const noChange = () => undefined;
    await post(
      crypto.randomUUID(),
      trimmed,
      null,
      [],
      { content: trimmed, wasRewritten: false, proposal: null },
      noChange,
    );
  };

  return { submit, resolve, sendDirect, pending, busy, assistantOff };
}

import { useState } from 'react';
import { currentLocale, text } from '@/i18n/locale-store';
import { copyText } from '@/lib/clipboard';
import { drawShareCard } from './draw-share-card';
import { shareCardLayout, type ShareWords } from './share-card-layout';
import { shareFacts, type ShareSource } from './share-facts';
import { sharePicture } from './share-picture';
import { shareSummary } from './share-summary';

/** What the status line says; `idle` says nothing (also after the player closed the share sheet). */
export type ShareStatus = 'idle' | 'drawing' | 'shared' | 'downloaded' | 'failed' | 'copied' | 'copyFailed';

/**
 * Share and Copy summary on the final results. Worded at the press, in the language of that moment; the
 * status is a key, so its words follow a later change of language.
 */
export function useShareResults(view: ShareSource) {
  const [status, setStatus] = useState<ShareStatus>('idle');

  function prepare() {
    const catalogue = text();
    const words: ShareWords = { appName: catalogue.app.appName, result: catalogue.result };
    const facts = shareFacts(view, currentLocale());
    return { words, facts, summary: shareSummary(facts, words) };
  }

  async function share(): Promise<void> {
    setStatus('drawing');
    try {
      const { words, facts, summary } = prepare();
      const blob = await drawShareCard(shareCardLayout(facts, words));
      const fileName = `${words.result.share.fileName({ date: facts.day })}.png`;
      const outcome = await sharePicture({ blob, fileName, title: words.appName, text: summary });
      setStatus(outcome === 'cancelled' ? 'idle' : outcome);
    } catch {
      setStatus('failed');
    }
  }

  async function copySummary(): Promise<void> {
    const outcome = await copyText(prepare().summary);
    setStatus(outcome === 'copied' ? 'copied' : 'copyFailed');
  }

  return { status, drawing: status === 'drawing', share, copySummary };
}

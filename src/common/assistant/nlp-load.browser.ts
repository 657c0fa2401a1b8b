/** The web bundle's compromise: imported with the assistant's code (vite.config.ts puts this file in place of nlp-load.ts). */
import nlp from 'compromise';

export function loadCompromise(): typeof nlp {
  return nlp;
}

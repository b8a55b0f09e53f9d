'use client';

import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { RenderBlock } from '@/components/blocks/render-block';
import { walkBlocks } from '@/components/blocks/render-blocks';
import { blockDataKey, blockDataQuery } from '@/lib/blocks/block-data-query';
import type { BlockData } from '@/lib/server/content/block-data';

/** Loads one block's data on the server (the editor's server function, which checks the owner). */
export type LoadBlockData = (block: { _id: string; type: string; data: Record<string, unknown> }) => Promise<BlockData>;

/** How long a block's settings rest before its data is asked for: typing "24" asks once, not for "2" too. */
export const BLOCK_DATA_DELAY_MS = 300;

/** A data-driven block's id, type and query (blockDataKey). */
type Input = [id: string, type: string, key: string];

/** What one query found, by type and query; empty when it found nothing or failed. */
type Answers = ReadonlyMap<string, BlockData>;

const answerOf = (type: string, key: string) => `${type} ${key}`;

/** The canvas's data from the server's, where it answers a block's query, else from the answers asked for since. */
function canvasData(inputs: Input[], server: BlockData, answers: Answers): { data: BlockData; missing: Input[] } {
  const data: BlockData = { lists: {}, queries: {} };
  const missing: Input[] = [];
  for (const input of inputs) {
    const [id, type, key] = input;
    const answer = server.queries[id] === key ? server : answers.get(answerOf(type, key));
    if (!answer) {
      missing.push(input);
      continue;
    }
    data.queries[id] = key;
    // The server's data is keyed by this block's id, an answer by the id of the block that asked.
    const list = answer === server ? server.lists[id] : Object.values(answer.lists)[0];
    if (list) data.lists[id] = list;
  }
  return { data, missing };
}

/**
 * The data of the canvas's blocks as they are now. The page's server rendering brings the data of the
 * draft it read (and again after every saved draft, router.refresh()); a block whose settings changed
 * since (another category, other products, a new block) has none of it until its own data arrives from
 * `load`, a moment after its settings rest, and shows meanwhile what its view shows without data (the
 * editor's note, or nothing). What was found stays known while the editor is open, so Undo brings it
 * back at once. The same object while the blocks' queries stay the same (typing into a text changes
 * none), so that the blocks a change did not touch are not rendered again.
 */
export function useCanvasBlockData(blocks: RenderBlock[], server: BlockData, load: LoadBlockData): BlockData {
  const [answers, setAnswers] = useState<Answers>(() => new Map());
  const [asked] = useState(() => new Set<string>());
  const inputs: Input[] = [];
  for (const block of walkBlocks(blocks)) {
    const query = blockDataQuery(block);
    if (query) inputs.push([block._id, block.type, blockDataKey(query)]);
  }
  // As a string, so that the result is memoised on what the queries are rather than on the blocks' objects.
  const inputsKey = JSON.stringify(inputs);
  const { data, missing } = useMemo(() => canvasData(JSON.parse(inputsKey) as Input[], server, answers), [inputsKey, server, answers]);

  const ask = useEffectEvent(() => {
    for (const [id, type, key] of missing) {
      const answer = answerOf(type, key);
      const block = [...walkBlocks(blocks)].find((candidate) => candidate._id === id);
      if (asked.has(answer) || !block || 'problem' in block) continue;
      asked.add(answer);
      const remember = (found: BlockData) => setAnswers((known) => new Map(known).set(answer, found));
      load({ _id: id, type, data: block.data }).then(remember, () => remember({ lists: {}, queries: {} }));
    }
  });
  const missingKey = missing.map(([, type, key]) => answerOf(type, key)).join('\n');
  useEffect(() => {
    if (!missingKey) return;
    const timer = setTimeout(ask, BLOCK_DATA_DELAY_MS);
    return () => clearTimeout(timer);
  }, [missingKey]);
  return data;
}

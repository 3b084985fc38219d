// A teen's peer tips (issue 55, item 4): reads and writes. A tip is made from a Public Speaking
// recording after a consent screen (share-tip.tsx), sent in pieces, prepared by the server and then
// reviewed by two of Rise's staff; the teen can withdraw it, share it again, or delete it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLIP_CHUNK_BYTES, type Clip, TIP_FILE_TYPES, type TipFieldsInput } from '../../../contract/shorts';
import { call, callPage } from '../../lib/api';
import { tipsApi } from '../../lib/endpoints';
import { sendPieces } from '../../lib/upload';
import { skillsKeys } from './queries';

export const tipsKeys = { mine: () => [...skillsKeys.all, 'tips'] as const };

/** States in which a tip is still on its way (read again every few seconds until it is not). */
const MOVING: readonly Clip['state'][] = ['processing'];

/** My tips, newest first (the first page: a teen shares a few). */
export const useMyTips = () =>
  useQuery({
    queryKey: tipsKeys.mine(),
    queryFn: async () => (await callPage(tipsApi.tips, { query: { limit: 50 } })).items,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.some((t) => MOVING.includes(t.state)) ? 3000 : false),
  });

/** Video files by their name, when the browser gives no type (a .mov on some systems). */
const BY_EXTENSION: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };

/** The type the server is told: the browser's own without its codecs, or a video's by its name; null when it is not one it takes. */
export function tipTypeOf(file: Blob & { name?: string }): string | null {
  const type = file.type.split(';')[0]!.trim();
  if ((TIP_FILE_TYPES as readonly string[]).includes(type)) return type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  if (extension && BY_EXTENSION[extension]) return BY_EXTENSION[extension];
  // A recorder's own recording with a type this list does not name: WebM is what most record.
  return file.name === undefined ? 'audio/webm' : null;
}

/** Makes the tip, then sends the recording; the server prepares it and puts it up for review. */
export function useShareTip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, file, onProgress }: { fields: TipFieldsInput; file: Blob; onProgress(sent: number): void }) => {
      const tip = await call(tipsApi.create, { body: fields });
      const sent = await sendPieces({
        path: `/api/tips/${tip.id}/file`,
        file,
        type: tipTypeOf(file) ?? 'video/mp4',
        chunkBytes: CLIP_CHUNK_BYTES,
        from: 0,
        onProgress,
      });
      return sent.clip;
    },
    onSettled: () => void client.invalidateQueries({ queryKey: tipsKeys.mine() }),
  });
}

/** Withdraw, share again, or delete one of my tips. */
export function useTipAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tip, action }: { tip: Clip; action: 'withdraw' | 'submit' | 'remove' }) =>
      action === 'remove'
        ? call(tipsApi.remove, { params: { id: tip.id } })
        : call(action === 'withdraw' ? tipsApi.withdraw : tipsApi.submit, { params: { id: tip.id } }),
    onSettled: () => void client.invalidateQueries({ queryKey: tipsKeys.mine() }),
    meta: { errorToast: { title: "Couldn't change your tip" } },
  });
}

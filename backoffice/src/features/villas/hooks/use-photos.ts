import { useCallback, useEffect, useRef, useState } from 'react';
import type { VillaImageDto } from '@islandstay/shared/villas/villa.schemas';
import { checkPhotos, moveItem, PHOTO_MAX_FILES, type RefusedPhoto } from './photo-rules.ts';
import type { PhotoChanges } from './villa-form.ts';

export interface NewPhoto {
  key: string;
  file: File;
  preview: string;
}

let nextKey = 0;

/**
 * The villa form's photos: current ones (ordered, some marked for removal and restorable) and new
 * files (checked for type and size before upload, previewed, ordered after the current ones).
 */
export function usePhotos(initial: readonly VillaImageDto[]) {
  const [kept, setKept] = useState<VillaImageDto[]>(() => [...initial]);
  const [removed, setRemoved] = useState<VillaImageDto[]>([]);
  const [added, setAdded] = useState<NewPhoto[]>([]);
  const [refused, setRefused] = useState<RefusedPhoto[]>([]);
  const addedRef = useRef(added);
  addedRef.current = added;

  // Previews are object URLs: freed when the form goes away.
  useEffect(() => () => addedRef.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const addFiles = useCallback(async (files: readonly File[]) => {
    const room = PHOTO_MAX_FILES - addedRef.current.length;
    const result = await checkPhotos(files, room);
    setRefused(result.refused);
    if (result.accepted.length === 0) return;
    setAdded((current) => [...current, ...result.accepted.map((file) => ({ key: `new-${nextKey++}`, file, preview: URL.createObjectURL(file) }))]);
  }, []);

  const remove = useCallback((image: VillaImageDto) => {
    setKept((current) => current.filter((i) => i !== image));
    setRemoved((current) => [...current, image]);
  }, []);

  const restore = useCallback((image: VillaImageDto) => {
    setRemoved((current) => current.filter((i) => i !== image));
    setKept((current) => [...current, image]);
  }, []);

  const discard = useCallback((key: string) => {
    setAdded((current) => {
      const photo = current.find((p) => p.key === key);
      if (photo) URL.revokeObjectURL(photo.preview);
      return current.filter((p) => p.key !== key);
    });
  }, []);

  const moveKept = useCallback((from: number, to: number) => setKept((current) => moveItem(current, from, to)), []);
  const moveAdded = useCallback((from: number, to: number) => setAdded((current) => moveItem(current, from, to)), []);

  const changes: PhotoChanges = { kept, removed, files: added.map((p) => p.file) };
  return { kept, removed, added, refused, addFiles, remove, restore, discard, moveKept, moveAdded, changes, clearRefused: () => setRefused([]) };
}

export type PhotoState = ReturnType<typeof usePhotos>;

import { useEffect, useState } from 'react';

/** Object URL for a Blob (e.g. from apiBlob for an <img>), revoked when the blob changes or on unmount. */
export const useBlobUrl = (blob: Blob | null | undefined): string | undefined => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
};

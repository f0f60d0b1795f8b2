/** Saves a Blob under a file name through a temporary link. */
export const downloadFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL dies.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** "Buy/Sell Transactions" → "Buy-Sell Transactions" (no path separators in file names). */
export const safeFileName = (name: string): string => name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'export';

/**
 * Prints a PDF without leaving the page: the file opens in a hidden frame whose print dialog is called.
 * Where the frame cannot print (no PDF viewer in it), the PDF opens in a new window to print from there.
 */
export async function printPdf(blob: Blob): Promise<void> {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'print';
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  await new Promise<void>((resolve, reject) => {
    frame.onload = () => resolve();
    frame.onerror = () => reject(new Error('The PDF could not be opened for printing'));
    frame.src = url;
    document.body.appendChild(frame);
  });
  // The file stays available while the print dialog may still read it.
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
  try {
    const view = frame.contentWindow;
    if (!view) throw new Error('no frame window');
    view.focus();
    view.print();
  } catch {
    const opened = window.open(url, '_blank', 'noopener');
    if (!opened) throw new Error('The PDF could not be opened for printing');
  }
}

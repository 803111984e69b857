/**
 * Shows a toast (see src/components/shell/chrome/Toasts.tsx for the two looks). sonner is
 * imported on first use, so pages that never show a toast do not ship it in their first load.
 */
export async function notify(type: 'success' | 'error', title: string, description: string): Promise<void> {
  const { toast } = await import('sonner')
  toast[type](title, { description })
}

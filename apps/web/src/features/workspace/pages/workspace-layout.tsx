import { PanelLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { WorkspaceSidebar } from '@/features/workspace/components/workspace-sidebar';
import { cx } from '@/lib/cx';
import { pageWidthClass } from '@/ui/page-width';
import { useSignedInGate } from '@/ui/signed-in-only';

/**
 * /projects/workspace and below, for signed-in people: the sidebar tree beside the open page.
 * On narrow screens the sidebar is a drawer (a modal <dialog>, so focus stays inside it).
 */
export function WorkspaceLayout() {
  const { t } = useTranslation('workspace');
  const gate = useSignedInGate();
  const drawer = useRef<HTMLDialogElement>(null);
  // The drawer's tree exists only while it is open, so the page never holds two sidebars.
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  if (gate) return gate;

  const closeDrawer = () => drawer.current?.close();
  return (
    // The workspace fills the screen under the header, so the footer stays below the fold.
    <div
      className={cx('mx-auto flex min-h-[calc(100dvh-4rem)] w-full sm:px-3', pageWidthClass.wide)}
    >
      <aside className="sticky top-0 hidden max-h-dvh w-72 shrink-0 overflow-y-auto border-e border-line pb-20 md:block">
        <WorkspaceSidebar />
      </aside>
      <dialog
        ref={drawer}
        aria-label={t('sidebar.label')}
        onClose={() => setIsDrawerOpen(false)}
        className="m-0 h-dvh max-h-dvh w-[min(20rem,85vw)] border-e border-line bg-bg p-0 text-fg backdrop:bg-slate-950/50 md:hidden"
      >
        <div className="flex justify-end p-2">
          <button
            type="button"
            onClick={closeDrawer}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-text hover:bg-surface"
          >
            {t('sidebar.close')}
          </button>
        </div>
        {isDrawerOpen ? <WorkspaceSidebar onNavigate={closeDrawer} /> : null}
      </dialog>
      <div className="min-w-0 flex-1">
        <div className="border-b border-line px-4 py-2 md:hidden">
          <button
            type="button"
            onClick={() => {
              setIsDrawerOpen(true);
              drawer.current?.showModal();
            }}
            className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-surface"
          >
            <PanelLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('sidebar.open')}
          </button>
        </div>
        <Outlet />
      </div>
    </div>
  );
}

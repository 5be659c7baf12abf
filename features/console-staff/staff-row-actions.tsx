'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { callApi } from '@/lib/api/client';
import type { StaffMember } from '@/lib/api/contract/console-staff';
import {
  consoleStaffBlock,
  consoleStaffRole,
  consoleStaffUnblock,
} from '@/lib/api/endpoints/console-staff';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import styles from '@/components/ui/console.module.css';

/** Block / unblock and manager ↔ admin for one row; an admin's own row has none. */
export function StaffRowActions({ member }: { member: StaffMember }) {
  const router = useAppRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (member.is_self) return <span className={styles.muted}>это вы</span>;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      router.refresh();
    } catch (e) {
      setError(
        errorMessages(e instanceof ApiRequestError ? e.body : null).join(' ') ||
          'Не удалось выполнить действие.',
      );
    } finally {
      setBusy(false);
    }
  };
  const params = { id: member.id };
  const who = member.name || member.email;
  return (
    <div className={styles.row}>
      <Button
        size="small"
        variant="secondary"
        disabled={busy}
        aria-label={`${member.role === 'admin' ? 'Сделать менеджером' : 'Сделать администратором'}: ${who}`}
        onClick={() =>
          void run(() =>
            callApi(consoleStaffRole, {
              params,
              body: { role: member.role === 'admin' ? 'manager' : 'admin' },
            }),
          )
        }
      >
        {member.role === 'admin' ? 'Сделать менеджером' : 'Сделать администратором'}
      </Button>
      <Button
        size="small"
        variant="ghost"
        disabled={busy}
        aria-label={`${member.status === 'blocked' ? 'Разблокировать' : 'Заблокировать'}: ${who}`}
        onClick={() =>
          void run(() =>
            callApi(member.status === 'blocked' ? consoleStaffUnblock : consoleStaffBlock, {
              params,
            }),
          )
        }
      >
        {member.status === 'blocked' ? 'Разблокировать' : 'Заблокировать'}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

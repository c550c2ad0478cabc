import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { sessionStore } from '@/features/auth/stores/session-store';

/** Logout (spec 1 §4): clear the session and cached server data, then go to '/'. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    sessionStore.clear();
    queryClient.clear();
    void navigate(paths.home.getHref());
  }, [navigate, queryClient]);
}

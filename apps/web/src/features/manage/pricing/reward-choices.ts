import { listFnbsEndpoint, listUnitsEndpoint } from '@ruangmain/domain/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * What a reward's effects may name: the bookable units (free play) and the menu (free food), as the
 * site lists them, so an admin picks by name what the customer will be given.
 */
export const useRewardChoices = () => {
  const units = useQuery({
    queryKey: ['manage', 'reward-choices', 'units'],
    queryFn: ({ signal }) => call(listUnitsEndpoint, { signal }),
  });
  const fnbs = useQuery({
    queryKey: ['manage', 'reward-choices', 'fnbs'],
    queryFn: ({ signal }) => call(listFnbsEndpoint, { signal }),
  });
  return {
    units: units.data?.data.map(({ id, name }) => ({ id, name })) ?? [],
    fnbs: fnbs.data?.data.map(({ id, name }) => ({ id, name })) ?? [],
  };
};

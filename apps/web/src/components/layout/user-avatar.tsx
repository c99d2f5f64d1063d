import { Avatar, type AvatarProps } from '@mantine/core';
import { initialOf } from '../../lib/names';

export function UserAvatar({ firstName, ...props }: { firstName: string } & Omit<AvatarProps, 'children'>) {
  return <Avatar {...props}>{initialOf(firstName) || '?'}</Avatar>;
}

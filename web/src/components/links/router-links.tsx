import { ActionIcon, Anchor, Button, Card, type ActionIconProps, type AnchorProps, type ButtonProps, type CardProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/**
 * Mantine components rendered as router links. `component={Link}` would lose the router's typing of
 * `params` and `search`; createLink keeps it (TanStack Router's documented integration).
 */
type AnchorAttributes = AnchorHTMLAttributes<HTMLAnchorElement>;

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
const MantineActionIconAnchor = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorAttributes>((props, ref) => (
  <ActionIcon component="a" ref={ref} {...props} />
));

const MantineCardAnchor = forwardRef<HTMLAnchorElement, CardProps & AnchorAttributes>((props, ref) => <Card component="a" ref={ref} {...props} />);

export const ButtonLink = createLink(MantineButtonAnchor);
export const AnchorLink = createLink(MantineAnchor);
export const ActionIconLink = createLink(MantineActionIconAnchor);
export const CardLink = createLink(MantineCardAnchor);

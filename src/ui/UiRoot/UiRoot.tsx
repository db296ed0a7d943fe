import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../i18n-context.tsx';

export type UiTheme = 'default' | 'mybiz';

export interface UiRootProps extends HTMLAttributes<HTMLDivElement> {
  /** Regional theme (SPEC §6): 'mybiz' for group B regions and MM. */
  theme?: UiTheme;
  children?: ReactNode;
}

/**
 * The top element of a shadow root of ours: carries `lang` and `dir` of the translation
 * (so right-to-left languages mirror) and the theme class. Its styles reset every inherited
 * property so the host page's CSS cannot leak in through inheritance.
 */
export function UiRoot({ theme = 'default', className, children, ...rest }: UiRootProps) {
  const { lang, dir } = useTranslation();
  const classes = ['mkt-root', theme === 'mybiz' ? 'mkt-theme-mybiz' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div part="root" {...rest} className={classes} lang={lang} dir={dir}>
      {children}
    </div>
  );
}

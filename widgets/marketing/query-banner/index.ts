import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { queryBannerOptions } from './query-banner-options.ts';
import { QueryBanner } from './query-banner.tsx';
import styles from './query-banner.css';

export const { mount } = defineWidget({ options: queryBannerOptions, styles: [styles], Component: QueryBanner });

import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { feedingGuidelinesOptions } from './feeding-guidelines-options.ts';
import { FeedingGuidelines } from './feeding-guidelines.tsx';
import styles from './feeding-guidelines.css';

export const { mount } = defineWidget({ options: feedingGuidelinesOptions, styles, Component: FeedingGuidelines });

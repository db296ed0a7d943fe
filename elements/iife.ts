/**
 * The single file for CMS pages (`<script src=".../mkt-member-elements.iife.js">`): registers
 * every element and exposes the package API on `window.MktMemberElements`.
 */
import './define.ts';

export * from '../src/index.ts';

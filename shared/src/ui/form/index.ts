export * from './field-shell';
export * from './text-field';
export * from './select-field';
export * from './checkbox-field';
export * from './file-field';
export * from './file-rules';
export * from './form-actions';

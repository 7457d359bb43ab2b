/** The text box of the editor's dialogs (image alt text, a new step's title). */
export const editorInputClasses = 'h-10 rounded-lg border border-line bg-bg px-3 text-sm';

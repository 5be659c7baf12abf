// pdfmake 0.3 ships no types (and @types/pdfmake describes 0.2): the part the invoice uses.
declare module 'pdfmake' {
  type FontStyles = { normal: string; bold: string; italics: string; bolditalics: string };
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    virtualfs: {
      writeFileSync(name: string, content: Buffer): void;
      existsSync(name: string): boolean;
    };
    setFonts(fonts: Record<string, FontStyles>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(doc: object): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}

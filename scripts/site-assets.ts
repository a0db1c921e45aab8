export async function writeSiteAssets(_outDir: string): Promise<void> {}

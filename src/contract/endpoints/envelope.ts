import { z } from 'zod';

/** `{data: ...}`: most answers wrap their payload so fields can be added beside it later. */
export const data = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

// Placeholder until the brochures land (issue 4): nothing to generate yet.
console.log('generate-brochures: nothing to generate')

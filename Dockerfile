FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY events/package.json events/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production
EXPOSE 3000
# The compiled server (`npm run build` wrote backend/dist/main.js): plain node, no transpiler.
CMD ["node", "--enable-source-maps", "backend/dist/main.js"]

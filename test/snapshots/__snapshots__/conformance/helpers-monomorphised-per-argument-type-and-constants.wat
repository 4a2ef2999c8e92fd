;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (result i32)
  (local $13 f32)
  (block $folding-inner0
   (loop $l2
    (if
     (i32.lt_s
      (local.get $0)
      (local.get $1)
     )
     (then
      (if
       (i32.ge_u
        (local.get $0)
        (local.get $6)
       )
       (then
        (global.set $oob_site
         (i32.const 0)
        )
        (br $folding-inner0)
       )
      )
      (local.set $13
       (f32.add
        (f32.mul
         (f32.mul
          (local.tee $13
           (f32.min
            (f32.max
             (f32.mul
              (f32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
              (f32.const 0.5)
             )
             (f32.const 0)
            )
            (f32.const 1)
           )
          )
          (local.get $13)
         )
         (f32.sub
          (f32.const 3)
          (f32.add
           (local.get $13)
           (local.get $13)
          )
         )
        )
        (block (result f32)
         (if
          (i32.ge_u
           (local.get $0)
           (local.get $6)
          )
          (then
           (global.set $oob_site
            (i32.const 1)
           )
           (br $folding-inner0)
          )
         )
         (f32.mul
          (local.tee $13
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
          (local.get $13)
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.get $0)
        (local.get $10)
       )
       (then
        (global.set $oob_site
         (i32.const 2)
        )
        (br $folding-inner0)
       )
      )
      (f32.store
       (i32.add
        (local.get $9)
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
       (local.get $13)
      )
      (if
       (i32.ge_u
        (local.get $0)
        (local.get $8)
       )
       (then
        (global.set $oob_site
         (i32.const 3)
        )
        (br $folding-inner0)
       )
      )
      (local.set $3
       (i32.add
        (i32.mul
         (local.tee $2
          (i32.load
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
         (local.get $2)
        )
        (i32.const 7)
       )
      )
      (if
       (i32.ge_u
        (local.get $0)
        (local.get $12)
       )
       (then
        (global.set $oob_site
         (i32.const 4)
        )
        (br $folding-inner0)
       )
       (else
        (i32.store
         (i32.add
          (local.get $11)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $3)
        )
        (local.set $0
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (br $l2)
       )
      )
     )
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (result i32)
  (local $13 f32)
  (local $14 f32)
  (loop $l2
   (if
    (i32.lt_s
     (local.get $0)
     (local.get $1)
    )
    (then
     (f32.store
      (i32.add
       (local.get $9)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (f32.add
       (f32.mul
        (f32.mul
         (local.tee $13
          (f32.min
           (f32.max
            (f32.mul
             (local.tee $14
              (f32.load
               (i32.add
                (local.get $2)
                (local.get $5)
               )
              )
             )
             (f32.const 0.5)
            )
            (f32.const 0)
           )
           (f32.const 1)
          )
         )
         (local.get $13)
        )
        (f32.sub
         (f32.const 3)
         (f32.add
          (local.get $13)
          (local.get $13)
         )
        )
       )
       (f32.mul
        (local.tee $13
         (local.get $14)
        )
        (local.get $13)
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $2)
       (local.get $11)
      )
      (i32.add
       (i32.mul
        (local.tee $2
         (i32.load
          (i32.add
           (local.get $2)
           (local.get $7)
          )
         )
        )
        (local.get $2)
       )
       (i32.const 7)
      )
     )
     (local.set $0
      (i32.add
       (local.get $0)
       (i32.const 1)
      )
     )
     (br $l2)
    )
   )
  )
  (i32.const 0)
 )
)
